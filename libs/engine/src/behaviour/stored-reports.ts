/**
 * Issue 15 (places): a personnel stored on a card reports from there "as if from your hand" to the planet of the
 * mission at a named place (Fal-tor-pan: the Vulcan personnel kept on it report to the planet Vulcan).
 * Words:
 * - target `stored-here-to-planet-at-place` (`places`): a personnel stored on the acting card (stored-cards.ts)
 *   and a planet mission at one of the places (card-facts.ts › missionIsAt: the homeworld list, the place table,
 *   a mission so titled), written `personnel>mission`; offered only when a report from hand could be made now
 *   (your turn, before orders, a normal card play left: play.ts › checkCardPlayWindow) and uniqueness allows it;
 * - effect `report-stored-target-to-planet`: that personnel reports to the planet surface (`CardReported` naming
 *   the mission, as a report to a mission does: missions-reports.ts) using the normal card play — "as if from
 *   your hand" — and what a report runs (when reported, cards reacting to a card played).
 * - target `hand-personnel-to-planet-at-place` (`places`, `filter`, `shipInOrbit`): a personnel in your hand the
 *   filter reaches and a planet mission at one of the places where you have a ship the term describes in orbit
 *   and, the ship being "unopposed", the opponent has no ship in orbit there; `personnel>mission`;
 * - effect `report-target-to-planet`: that personnel reports to the planet surface as the card's own effect (the
 *   card played was the card play: `normalCardPlay: false`), and what a report runs.
 *   Romulan "Reunification": a [Rom] SECURITY personnel to Vulcan with an unopposed [Rom] ship in orbit.
 *   1E rulebook › REPORTING FOR DUTY (the normal card play; uniqueness); › SPECIAL REPORTING (the card names the
 *   place, so no facility and no native quadrant are asked); DUPLICATION AND PERSONAS.
 */
import { isPlanetMission } from '../card-facts';
import { bp, problem, type Problem } from '../context';
import { checkCardPlayWindow, checkUniqueness, usesExtraPlay } from '../play';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z } from '../zones';
import { missionAtPlaceTargets } from './mission-at-place';
import { shipTermHere, type ShipHereTerm } from './objective-ship-terms';
import { personnelMatches } from './personnel-filter';
import type { PersonnelFilter } from './vocabulary-events2';
import { runWhenReported } from './reports-personnel-b';
import { finding } from './target-table';
import type { VerbContext } from './verbs';
import { runWhenCardsPlayed } from './when-cards-played';

export type StoredReportTarget =
  | { readonly kind: 'stored-here-to-planet-at-place'; readonly places: readonly string[] }
  | { readonly kind: 'hand-personnel-to-planet-at-place'; readonly places: readonly string[]; readonly filter: PersonnelFilter; readonly shipInOrbit: ShipHereTerm };
export type StoredReportEffect = { readonly kind: 'report-stored-target-to-planet' } | { readonly kind: 'report-target-to-planet' };

/** For the catalogue test. */
export const STORED_REPORT_WORDS: readonly string[] = [
  'target:stored-here-to-planet-at-place',
  'effect:report-stored-target-to-planet',
  'target:hand-personnel-to-planet-at-place',
  'effect:report-target-to-planet',
];

/** The planet missions at the places (their mission card ids). */
function planetsAt(state: GameState, player: PlayerId, places: readonly string[]): string[] {
  return missionAtPlaceTargets(state, player, { kind: 'mission-at-place', places, missions: { planet: true } }).flatMap((location) =>
    state.locations[location]!.missions.filter((mission) => isPlanetMission(bp(state, mission))),
  );
}

/** The planet missions at the places where `player` has a ship `term` describes in orbit and the opponent none. */
function unopposedPlanets(state: GameState, player: PlayerId, spec: Extract<StoredReportTarget, { kind: 'hand-personnel-to-planet-at-place' }>): string[] {
  return planetsAt(state, player, spec.places).filter((mission) => {
    const location = locationOfZone(state, state.cards[mission]!.zone)!;
    const opposed = cardsIn(state, Z.space(location)).some((iid) => state.cards[iid]!.owner !== player && bp(state, iid).type === 'Ship');
    return !opposed && shipTermHere(state, player, location, { ...spec.shipInOrbit, inOrbit: true });
  });
}

function handReportTargets(state: GameState, player: PlayerId, spec: Extract<StoredReportTarget, { kind: 'hand-personnel-to-planet-at-place' }>, self?: string): string[] {
  const personnel = cardsIn(state, Z.hand(player)).filter((iid) => iid !== self && bp(state, iid).type === 'Personnel' && personnelMatches(bp(state, iid), spec.filter) && !checkUniqueness(state, player, bp(state, iid)));
  if (personnel.length === 0) return [];
  const planets = unopposedPlanets(state, player, spec);
  return personnel.flatMap((iid) => planets.map((mission) => `${iid}>${mission}`));
}

function storedReportTargets(state: GameState, player: PlayerId, spec: StoredReportTarget, self?: string): string[] {
  if (spec.kind === 'hand-personnel-to-planet-at-place') return handReportTargets(state, player, spec, self);
  if (!self || checkCardPlayWindow(state, player, RULES.reportingForDuty)) return [];
  const personnel = cardsIn(state, Z.stored(self)).filter((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Personnel' && !checkUniqueness(state, player, bp(state, iid)));
  if (personnel.length === 0) return [];
  const planets = planetsAt(state, player, spec.places);
  return personnel.flatMap((iid) => planets.map((mission) => `${iid}>${mission}`));
}

/** Why the report cannot happen now (the personnel left the card — or the hand —, the mission left, uniqueness), or null. */
function reportProblem(state: GameState, player: PlayerId, from: string, personnel: string | undefined, mission: string | undefined): Problem | null {
  if (!personnel || state.cards[personnel]?.zone !== from) return problem('INVALID_TARGET', 'the personnel is no longer where it was chosen', RULES.cardEffects);
  if (!mission || !locationOfZone(state, state.cards[mission]?.zone ?? '')) return problem('INVALID_TARGET', 'the mission is no longer on the spaceline', RULES.cardEffects);
  return checkUniqueness(state, player, bp(state, personnel));
}

type Handler<K extends StoredReportEffect['kind']> = (v: VerbContext, effect: Extract<StoredReportEffect, { kind: K }>) => void;

/**
 * The `personnel>mission` target reported from `from` to that planet's surface, as the verb says: `asIfFromHand` — the
 * normal card play, the report naming the mission (Fal-tor-pan); otherwise free, naming the card whose effect it is, since
 * a free report naming a mission would count as that mission's own once-each-turn free report (evolve.ts › CardReported).
 */
function reportToPlanet(v: VerbContext, from: string, asIfFromHand: boolean): void {
  const state = v.ctx.state;
  const [personnel, mission] = (v.target ?? '').split('>');
  const unmet = reportProblem(state, v.player, from, personnel, mission);
  if (unmet) {
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `nothing reported: ${unmet.message}`, rule: RULES.cardEffects });
    return;
  }
  const location = locationOfZone(state, state.cards[mission!]!.zone)!;
  v.ctx.emit({
    type: 'CardReported',
    player: v.player,
    card: personnel!,
    facility: asIfFromHand ? mission! : v.card,
    to: Z.surface(location),
    normalCardPlay: asIfFromHand,
    ...(asIfFromHand && usesExtraPlay(state, v.player, true) ? { extraPlay: true as const } : {}),
    rule: `${RULES.reportingForDuty}; ${bp(state, v.card).title}${asIfFromHand ? ': as if from hand' : ''}`,
  });
  runWhenReported(v.ctx, v.player, personnel!, true);
  runWhenCardsPlayed(v.ctx, v.player, personnel!);
}

export const STORED_REPORT_VERBS: { readonly [K in StoredReportEffect['kind']]: Handler<K> } = {
  'report-stored-target-to-planet': (v) => reportToPlanet(v, Z.stored(v.card), true),
  'report-target-to-planet': (v) => reportToPlanet(v, Z.hand(v.player), false),
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const STORED_REPORT_TARGETS = finding(['stored-here-to-planet-at-place', 'hand-personnel-to-planet-at-place'], (state, player, spec, self) => storedReportTargets(state, player, spec, self));
