/**
 * Issue 15 (facility downloads): where a facility may be built — one reading for the normal build (the
 * `location` target of a facility played with the `build` window, core-targets.ts) and for a facility
 * downloaded into play (facility-downloads.ts): a facility that says it is built (its script's `build`
 * window), at a place its kind allows (an outpost: its native quadrant, a mission with its affiliation
 * icon or as its text names, never a homeworld; a headquarters: its homeworld), where you have no
 * facility yet, with the ENGINEER its text asks for there.
 *   1E rulebook › MISCELLANEOUS RULES › EQUIVALENTS ("build" is "play" for facilities); THE SEED PHASES ›
 *   FACILITY PHASE; DOWNLOADING › Clarifications: Downloading ("When downloading a Facility into play,
 *   you must meet all requirements for building that Facility at the location": a facility that must be
 *   seeded cannot be downloaded; the ENGINEER must be present).
 */
import { bp, problem, type Problem } from '../context';
import { RULES } from '../rules';
import { checkHeadquartersSite, checkOutpostSite } from '../seeding';
import type { GameState, PlayerId } from '../types';
import { engineerAt } from './play';
import { behaviourOf } from './registry';

export const BUILD_DOWNLOAD_RULE = '1E rulebook › DOWNLOADING › Clarifications: Downloading';

/**
 * Why `facility` (a card of `player`'s) may not be built at `location` now, or null. `named`: a card's
 * text names the place ("download … here"), so an outpost's own place rule (its affiliation icon, the
 * place its text names) is not asked; everything else is.
 */
export function buildSiteProblem(state: GameState, player: PlayerId, facility: string, location: string, named = false): Problem | null {
  const card = bp(state, facility);
  const window = behaviourOf(state.cards[facility]!.blueprint)?.play?.window;
  if (card.type !== 'Facility' || window?.kind !== 'build') return problem('NOT_BUILDABLE', `${card.title} is not built during play (it seeds, or is not automated): it cannot be built or downloaded`, BUILD_DOWNLOAD_RULE);
  const site = card.facilityKind === 'Headquarters' ? checkHeadquartersSite(state, player, card, location) : checkOutpostSite(state, player, card, location, named);
  if (site) return site;
  if (window.engineer === 'none') return null;
  // Issue 15: an ENGINEER named by icon, affiliation and icon, or species (vocabulary-facilities.ts).
  const wanted = typeof window.engineer === 'object' ? window.engineer : undefined;
  const affiliations = window.engineer === 'any' || (wanted && !wanted.affiliation) ? null : wanted?.affiliation ? [wanted.affiliation] : card.affiliations;
  return engineerAt(state, player, location, affiliations, wanted) ? null : problem('NO_ENGINEER_THERE', `${card.title} is built where you have its ENGINEER`, RULES.build);
}
