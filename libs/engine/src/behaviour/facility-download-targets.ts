/**
 * Issue 15 (facility downloads): a facility downloaded by a card's effect or ability, at a location the
 * player names — the `facility-to-download` target and the `download-facility-target` effect
 * (vocabulary-facility-downloads.ts). The facility meets every requirement for building it there
 * (build-sites.ts); the cards downloaded with it go to places at that location. As one download: if any
 * of its cards is no longer where downloads look, or may no longer be placed, nothing enters play.
 *   1E rulebook › DOWNLOADING; › Clarifications: Downloading ("When downloading a Facility into play, you
 *   must meet all requirements for building that Facility at the location where you are playing it");
 *   › Clarifications: Invalid Downloads ("If a single download action requires multiple target cards …
 *   and any of the targets cannot be found, the entire download is invalid").
 */
import { bp } from '../context';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { buildSiteProblem } from './build-sites';
import { checkDownloadable, downloadCard, matchesDownload, searchedZones } from './downloads';
import { titleKey } from './downloads-coverage';
import { missionTargets } from './missions-incidents-c';
import { placesAtLocation } from './mission-downloads';
import { engineerAt } from './play';
import { behaviourOf } from './registry';
import type { VerbContext } from './verbs';
import type { FacilityDownloadEffect, FacilityDownloadTarget } from './vocabulary-facility-downloads';
import { finding } from './target-table';

// Spelled out (not built from DOWNLOAD_RULES): downloads.ts is part of an import cycle with this module's neighbours.
const INVALID = '1E rulebook › DOWNLOADING › Clarifications: Invalid Downloads';
const DOWNLOADING = '1E rulebook › DOWNLOADING › Clarifications: Downloading';

/** The first copy of each title the filter matches in the searched zones (draw deck from the top, then hand), downloadable now. */
function firstCopies(state: GameState, player: PlayerId, accept: (iid: string) => boolean): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const zone of searchedZones(state, player))
    for (const iid of cardsIn(state, zone)) {
      const key = titleKey(bp(state, iid).title);
      if (seen.has(key) || !accept(iid)) continue;
      seen.add(key);
      out.push(iid);
    }
  return out;
}

function isFacility(state: GameState, iid: string, spec: FacilityDownloadTarget): boolean {
  const card = bp(state, iid);
  return card.type === 'Facility' && matchesDownload(card, spec.filter) && (!spec.facilityKinds || spec.facilityKinds.includes(card.facilityKind ?? ''));
}

/** Whether the facility may be downloaded to `location` now. */
function facilityFits(state: GameState, player: PlayerId, spec: FacilityDownloadTarget, facility: string, location: string): boolean {
  if (!isFacility(state, facility, spec) || checkDownloadable(state, player, facility, true) || buildSiteProblem(state, player, facility, location)) return false;
  if (spec.at && !missionTargets(state, player, { kind: 'mission', missions: spec.at }).includes(location)) return false;
  return !spec.matchingEngineer || engineerAt(state, player, location, bp(state, facility).affiliations);
}

/** Where a companion may go at the location: the planet, aboard the player's ships and facilities there, aboard the facility downloaded. */
function companionPlaces(state: GameState, player: PlayerId, location: string, facility: string): string[] {
  return [...placesAtLocation(state, player, location), Z.aboard(facility)];
}

interface Parsed {
  readonly facility: string;
  readonly location: string;
  readonly plus: readonly { readonly card: string; readonly to: string }[];
}

function parse(target: string): Parsed | null {
  const [head, ...rest] = target.split('+');
  const [facility, location] = (head ?? '').split('@');
  if (!facility || !location) return null;
  const plus = rest.map((part) => {
    const at = part.indexOf('>');
    return at < 0 ? null : { card: part.slice(0, at), to: part.slice(at + 1) };
  });
  return plus.every((one) => one !== null) ? { facility, location, plus: plus as { card: string; to: string }[] } : null;
}

/** Why the target may not be downloaded now (null: it may). */
function targetProblem(state: GameState, player: PlayerId, spec: FacilityDownloadTarget, target: string): string | null {
  const parsed = parse(target);
  if (!parsed || !state.locations[parsed.location]) return 'not a facility at a location';
  const searched = searchedZones(state, player);
  const where = (iid: string) => state.cards[iid]?.zone;
  if (!state.cards[parsed.facility] || !searched.includes(where(parsed.facility)!) || !facilityFits(state, player, spec, parsed.facility, parsed.location)) return 'the facility may not be built there now';
  if (parsed.plus.length > (spec.plus?.max ?? 0)) return 'too many cards with it';
  const places = companionPlaces(state, player, parsed.location, parsed.facility);
  const seen = new Set<string>();
  for (const one of parsed.plus) {
    const card = state.cards[one.card] ? bp(state, one.card) : undefined;
    if (!card || seen.has(one.card) || !searched.includes(where(one.card)!) || !matchesDownload(card, spec.plus!.filter) || checkDownloadable(state, player, one.card) || !places.includes(one.to)) return `${card?.title ?? one.card} may not be downloaded with it there`;
    seen.add(one.card);
  }
  return null;
}

export function isValidFacilityDownload(state: GameState, player: PlayerId, spec: FacilityDownloadTarget, target: string): boolean {
  return targetProblem(state, player, spec, target) === null;
}

/** Offered: each facility (first copy of a title) at each location it fits, alone and with each companion title aboard it. */
export function facilityDownloadTargets(state: GameState, player: PlayerId, spec: FacilityDownloadTarget): string[] {
  const facilities = firstCopies(state, player, (iid) => isFacility(state, iid, spec));
  const companions = spec.plus ? firstCopies(state, player, (iid) => matchesDownload(bp(state, iid), spec.plus!.filter) && !checkDownloadable(state, player, iid)) : [];
  const out: string[] = [];
  for (const facility of facilities)
    for (const location of Object.keys(state.locations)) {
      if (!facilityFits(state, player, spec, facility, location)) continue;
      out.push(`${facility}@${location}`);
      for (const companion of companions) if (companion !== facility) out.push(`${facility}@${location}+${companion}>${Z.aboard(facility)}`);
    }
  return out;
}

export const FACILITY_DOWNLOAD_VERBS: { readonly [K in FacilityDownloadEffect['kind']]: (v: VerbContext, effect: Extract<FacilityDownloadEffect, { kind: K }>) => void } = {
  'download-facility-target': (v) => {
    const state = v.ctx.state;
    const spec = targetSpecOf(state, v.card);
    const problem = !v.target ? 'no target' : !spec ? 'no facility download' : targetProblem(state, v.player, spec, v.target);
    if (problem) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `download invalid: ${problem}`, ...(v.target ? { target: v.target } : {}), rule: INVALID });
      return;
    }
    const parsed = parse(v.target!)!;
    const facility = bp(state, parsed.facility);
    downloadCard(v.ctx, v.player, parsed.facility, v.card, { to: facility.facilityKind === 'Headquarters' ? Z.surface(parsed.location) : Z.space(parsed.location), placed: true });
    for (const one of parsed.plus) downloadCard(v.ctx, v.player, one.card, v.card, { to: one.to });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `downloaded ${facility.title}${parsed.plus.length ? ` and ${parsed.plus.length} card(s) with it` : ''}`, target: v.target!, rule: DOWNLOADING });
  },
};

/** The `facility-to-download` target the card's ability (or play) names: the effect re-reads it to check the chosen target again. */
function targetSpecOf(state: GameState, card: string): FacilityDownloadTarget | undefined {
  const behaviour = behaviourOfCard(state, card);
  const specs = [behaviour?.targets, ...(behaviour?.abilities ?? []).map((ability) => ability.targets)];
  return specs.find((spec): spec is FacilityDownloadTarget => !!spec && spec.kind === 'facility-to-download');
}

function behaviourOfCard(state: GameState, card: string) {
  return state.cards[card] ? behaviourOf(state.cards[card]!.blueprint) : undefined;
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const FACILITY_DOWNLOAD_TARGETS = finding(['facility-to-download'], (state, player, spec) => facilityDownloadTargets(state, player, spec));
