/**
 * Issue 15 (lead): facility commanders — "Matching commanders for facilities are called facility commanders"
 * (1E rulebook › Glossary › matching commander). A personnel is the matching commander of a facility when either
 * card names the other in lore and says that personnel is (or was) its commander. Two sources:
 * - the facility's own "commanded by" line (the card list's Command column, `commandedBy`: Starbase 247 names
 *   Fleet Admiral Shanthi), matched by title or persona as for ships (fleet-modifiers.ts › matchingCommanderAboard);
 * - the personnel's lore naming the facility as the one they command or commanded: a table, one entry per
 *   facility title with the exact personnel titles whose lore says so (never guessed from a persona: the rulebook's
 *   example makes Benjamin Sisko, not Ben Sisko or The Emissary, the commander a ship names). The Intendant is the
 *   rulebook's own exception: her lore's "commands Terok Nor in the mirror universe" makes her the facility
 *   commander of Mirror Terok Nor, not of Terok Nor.
 * A Nor is looked up by the title its side shows (nor-sides.ts: Terok Nor turned over is Deep Space 9), and its
 * personnel "aboard" are those at any of its sites.
 * Read by Station Briefing (free-play-grants.ts `facilityCommanderHere`, mission-reports.ts
 * `missionReportsWithFacilityCommander`), Here by Invitation (ability condition `facility-commander-at-site`) and
 * You Know I'd Like to Help (free-reports.ts: `free-report-here` … `commanderShip`).
 */
import { bp } from '../context';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { facilityAboardZones } from './facility-attributes';
import { isNor, norOfSite, norTitle } from './site-basics';
import { titledAmong, isTitled } from '../card-facts';

/** Facility title → the personnel (exact titles) whose lore says they command or commanded it. */
export const FACILITY_COMMANDERS_BY_LORE: Readonly<Record<string, { readonly commanders: readonly string[]; readonly source: string }>> = {
  'Deep Space 9': {
    commanders: ['Benjamin Sisko', 'Benjamin Sisko (Emissary)', 'Benjamin Sisko (Through the Looking Glass)', 'Colonel Kira', 'Colonel Kira (Warp Pack)'],
    source: 'their lore: commands, took command of, is commander of, was promoted to command, commanded Deep Space 9 (DS9)',
  },
  'Terok Nor': { commanders: ['Prefect Dukat', 'Dukat'], source: 'their lore: took command of Terok Nor; desires to regain command of it (he was its commander)' },
  'Terok Nor (Alternate Universe Twilight)': { commanders: ['Prefect Dukat', 'Dukat'], source: 'the same station, as Terok Nor' },
  'Mirror Terok Nor': { commanders: ['The Intendant'], source: '1E rulebook › Glossary › matching commander › Two Exceptional Commanders' },
  'Starbase 247': { commanders: ['Admiral Riker'], source: 'his lore: commander of Starbase 247' },
};

/** For the catalogue test and the README. */
export const FACILITY_COMMANDER_WORDS: readonly string[] = [
  'field:missionReportsWithFacilityCommander',
  'free-play-grant:facilityCommanderHere',
  'ability-condition:facility-commander-at-site',
  'free-report-here:commanderShip',
  'nullifiedIf.youHaveInPlay',
];

/** The title the facility shows (a Nor by its side). */
function shownTitle(state: GameState, facility: string): string {
  return isNor(bp(state, facility)) ? norTitle(state, facility) : bp(state, facility).title;
}

/** Whether `personnel` is a facility commander of `facility`. */
export function isFacilityCommander(state: GameState, personnel: string, facility: string): boolean {
  const card = bp(state, personnel);
  if (card.type !== 'Personnel') return false;
  if (titledAmong(FACILITY_COMMANDERS_BY_LORE[shownTitle(state, facility)]?.commanders, card)) return true;
  return bp(state, facility).commandedBy.some((name) => isTitled(card, name) || card.persona.includes(name));
}

/** `player`'s facility commanders of `facility` in the zones given (unstopped or not: presence is what the cards ask). */
function commandersIn(state: GameState, player: PlayerId, facility: string, zones: readonly string[]): string[] {
  return zones.flatMap((zone) => cardsIn(state, zone).filter((iid) => state.cards[iid]!.owner === player && !state.cards[iid]!.disabled && isFacilityCommander(state, iid, facility)));
}

/** `player`'s facility commanders of `facility` aboard it (a Nor: at any of its sites). */
export function facilityCommandersAboard(state: GameState, player: PlayerId, facility: string): string[] {
  return commandersIn(state, player, facility, facilityAboardZones(state, facility));
}

/** Whether one of `player`'s facility commanders of the site's Nor is at the site (present there). */
export function facilityCommanderAtSite(state: GameState, player: PlayerId, site: string): boolean {
  const nor = norOfSite(state, site);
  return !!nor && commandersIn(state, player, nor, [Z.aboard(site)]).length > 0;
}

/** Ability condition: one of your facility commanders is at a site of one of these titles (its Nor's commander). */
export type FacilityCommanderCondition = { readonly kind: 'facility-commander-at-site'; readonly sites: readonly string[] };

export const FACILITY_COMMANDER_CONDITIONS: {
  readonly 'facility-commander-at-site': (state: GameState, player: PlayerId, card: string, condition: FacilityCommanderCondition) => boolean;
} = {
  'facility-commander-at-site': (state, player, _card, condition) =>
    Object.values(state.cards).some((instance) => norOfSite(state, instance.iid) !== null && titledAmong(condition.sites, bp(state, instance.iid)) && facilityCommanderAtSite(state, player, instance.iid)),
};
