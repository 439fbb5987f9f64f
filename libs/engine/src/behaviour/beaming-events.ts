/**
 * Cards that limit beaming at a planet location (issue 15, second pass): `no-beaming` (while face
 * up), `beam-limit` (personnel a turn), and the `beam-through` permit that ignores both. Read by
 * `checkBeamRoute` / `checkBeam` / `beam` (play.ts) and by legalCommands.
 *   1E rulebook › EXECUTING ORDERS › BEAM; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 */
import { bp, problem, type Ctx, type Problem } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { locationRuleAt } from './mission-sides';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import type { Restriction } from './vocabulary-events';
import { checkNoBeamUp } from './targets-premiere';
import { perCards, tableIndex } from '../table-index';
import { checkCrewHeldForBeam } from './abandoned-ship';
import { checkRefusesTransport } from './transport-phobia';
import { checkTransportInhibitors } from './transport-inhibitors';

function restrictionsAt(state: GameState, location: string): { card: string; restriction: Restriction }[] {
  // Issue 15 (events-f): a card lying on a ship at the location limits beaming there too ("where ship present": Particle Scattering Field).
  return [...cardsIn(state, Z.atop(location)), ...shipBorne(state, location)]
    // Issue 15, fourth pass: a card its owner turned over with `UseCard { option: 'face down' }` (Distortion Field) lies face down.
    .filter((card) => state.cards[card]!.faceUp && state.selected?.[card] !== 'face down')
    .flatMap((card) => (behaviourOf(state.cards[card]!.blueprint)?.restricts ?? []).map((restriction) => ({ card, restriction })));
}

const restricts: BlueprintTest = (behaviour) => behaviour.restricts;

/** The face-up cards lying on ships at `location` (in space or docked there) whose script restricts something. */
function shipBorne(state: GameState, location: string): string[] {
  // Issue 17: the face-up restricting cards lying on a card, found once per card record (table-index.ts › perCards).
  if (blueprintsWhere(state, restricts).size === 0) return [];
  return perCards(state, 'beaming-events:restricting-cards-on-cards', () =>
    tableIndex(state).inPlay.filter((instance) => zoneKind(instance.zone) === 'on' && instance.faceUp && behaviourOf(instance.blueprint)?.restricts),
  )
    .filter((instance) => {
      const host = state.cards[zoneArg(instance.zone)];
      return !!host && bp(state, host.iid).type === 'Ship' && (zoneKind(host.zone) === 'space' || zoneKind(host.zone) === 'docked') && locationOfZone(state, host.zone) === location;
    })
    .map((instance) => instance.iid);
}

function shipHost(state: GameState, zone: string): boolean {
  const host = state.cards[zoneArg(zone)];
  return !!host && bp(state, host.iid).type === 'Ship';
}

function beamsThrough(state: GameState, player: PlayerId): boolean {
  return cardsIn(state, Z.table(player)).some((iid) => state.cards[iid]!.faceUp && (behaviourOf(state.cards[iid]!.blueprint)?.permits ?? []).some((permit) => permit.kind === 'beam-through'));
}

/** The location whose surface a beam from `from` to `to` reaches, if it is to or from a planet surface. */
function surfaceLocation(state: GameState, from: string, to: string): string | null {
  const surface = zoneKind(from) === 'surface' ? from : zoneKind(to) === 'surface' ? to : null;
  return surface ? locationOfZone(state, surface) : null;
}

const forbidsBeaming: BlueprintTest = (behaviour) => behaviour.restricts?.some((restriction) => restriction.kind === 'no-beaming');
const limitsBeaming: BlueprintTest = (behaviour) => behaviour.restricts?.some((restriction) => restriction.kind === 'beam-limit');

/** A card forbids beaming to or from this surface. */
export function checkNoBeaming(state: GameState, player: PlayerId, from: string, to: string): Problem | null {
  // Issue 15 (missions): a mission forbidding ship-to-ship beaming at its location (behaviour/mission-sides.ts).
  if (zoneKind(from) === 'aboard' && zoneKind(to) === 'aboard' && shipHost(state, from) && shipHost(state, to) && locationRuleAt(state, locationOfZone(state, from), 'no-ship-to-ship-beaming'))
    return problem('NO_SHIP_TO_SHIP_BEAMING', `the mission at ${locationOfZone(state, from)} forbids beaming between ships there`, RULES.beam);
  // Issue 15 (events-f): a card holding the crew aboard its ship (abandoned-ship.ts: Abandon Mission).
  const held = checkCrewHeldForBeam(state, from);
  if (held) return held;
  // Issue 15 (helper evq): equipment of the other player where the beam starts or ends (transport-inhibitors.ts: Transport Inhibitor).
  const inhibited = checkTransportInhibitors(state, player, from, to);
  if (inhibited) return inhibited;
  const location = surfaceLocation(state, from, to);
  // Issue 17 (seventeenth session): no card of this game has the word, so no card lies there with it (blueprints-where.ts).
  if (!location || blueprintsWhere(state, forbidsBeaming).size === 0 || beamsThrough(state, player)) return null;
  const found = restrictionsAt(state, location).find(({ restriction }) => restriction.kind === 'no-beaming');
  return found ? problem('NO_BEAMING_HERE', `${bp(state, found.card).title} prevents beaming to or from ${location}`, RULES.beam) : null;
}

/** A card limits how many personnel beam to or from this surface this turn. */
export function checkBeamLimit(state: GameState, player: PlayerId, cards: readonly string[], from: string, to: string): Problem | null {
  // Issue 15 (helper random): a personnel who refuses all transport (transport-phobia.ts).
  const delayed = checkRefusesTransport(state, cards) ?? checkNoBeamUp(state, cards, from, to);
  if (delayed) return delayed;
  const location = surfaceLocation(state, from, to);
  if (!location || blueprintsWhere(state, limitsBeaming).size === 0 || beamsThrough(state, player)) return null;
  const personnel = cards.filter((iid) => bp(state, iid).type === 'Personnel').length;
  const already = state.turn?.beamedAt?.[location] ?? 0;
  for (const { card, restriction } of restrictionsAt(state, location))
    if (restriction.kind === 'beam-limit' && already + personnel > restriction.max)
      return problem('BEAM_LIMIT', `${bp(state, card).title}: at most ${restriction.max} personnel a turn beam here (${already} already)`, RULES.beam);
  return null;
}

/** After a beam: personnel counted where a card limits beaming. */
export function countBeams(ctx: Ctx, cards: readonly string[], from: string, to: string): void {
  const location = surfaceLocation(ctx.state, from, to);
  if (!location || blueprintsWhere(ctx.state, limitsBeaming).size === 0) return;
  const limit = restrictionsAt(ctx.state, location).find(({ restriction }) => restriction.kind === 'beam-limit');
  const personnel = cards.filter((iid) => bp(ctx.state, iid).type === 'Personnel').length;
  if (limit && personnel > 0) ctx.emit({ type: 'BeamsCounted', location, count: personnel, source: limit.card, rule: RULES.beam });
}
