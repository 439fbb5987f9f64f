/**
 * Test support for the dilemmas-a specs (src/behaviour/dilemmas/<release>-a.spec.ts): the attempt of
 * testing/dilemma-cases.ts with a few more givens — cards in either hand, scores, more missions
 * (and their owners), facts before the attempt (a card on the table, a dilemma in play) — and the
 * facts these dilemmas add (points lost, cards atop the draw deck, equipment discarded).
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import type { GameEvent, GameState, PlayerId } from '../types';
import { RULES } from '../rules';
import { Z } from '../zones';
import { ofType, runAttempt, scene, ship, type PersonSpec, type Scene } from './attempt-scene';

export type Where = 'planet' | 'space';
type Answer = (choice: NonNullable<NonNullable<GameState['attempt']>['choice']>) => readonly string[];

export interface Options {
  readonly equipment?: readonly (string | Card)[];
  readonly answer?: Answer;
  readonly hand?: readonly (string | Card | PersonSpec)[];
  readonly opponentHand?: readonly (string | Card | PersonSpec)[];
  readonly score?: Partial<Record<PlayerId, number>>;
  /** Missions after the attempted one (L2, L3, …); planet attempts default to one more planet. */
  readonly moreMissions?: readonly (string | Card)[];
  /** Facts before the attempt (given the scene's ids). */
  readonly before?: (built: Scene) => GameEvent[];
  /** Owner changes of missions by location index (0 = L1), for "the opponent's missions". */
  readonly missionOwners?: Readonly<Record<number, PlayerId>>;
  readonly seeds?: readonly (string | Card)[];
  readonly quadrant?: 'Alpha' | 'Gamma' | 'Delta' | 'Mirror';
  /** The attempting ship (space attempts; default: a test Federation ship). */
  readonly ship?: Card;
}

export function attemptA(
  where: Where,
  dilemma: string,
  team: readonly (PersonSpec | Card)[],
  options: Options = {},
): { built: Scene; events: GameEvent[]; state: GameState; team: string[]; before: GameState } {
  const common = {
    seeds: [dilemma, ...(options.seeds ?? [])],
    ...(options.equipment ? { equipment: options.equipment } : {}),
    ...(options.hand ? { hand: options.hand } : {}),
    ...(options.opponentHand ? { opponentHand: options.opponentHand } : {}),
    ...(options.quadrant ? { quadrant: options.quadrant } : {}),
  };
  const built =
    where === 'planet'
      ? scene({ missions: ['Excavation', ...(options.moreMissions ?? ['Relief Mission'])], awayTeam: team, ...common })
      : scene({ missions: ['Study Stellar Collision', ...(options.moreMissions ?? [])], ship: options.ship ?? ship(), crew: team, ...common });
  const members = where === 'planet' ? built.ids.awayTeam : built.ids.crew;
  const given: GameEvent[] = [];
  for (const [player, points] of Object.entries(options.score ?? {}) as [PlayerId, number][])
    given.push({ type: 'PointsScored', player, points, bonus: false, source: 'scene', rule: RULES.manualEffects } as GameEvent);
  given.push(...(options.before?.(built) ?? []));
  let start = given.length ? evolveAll(given, built.state) : built.state;
  for (const [index, owner] of Object.entries(options.missionOwners ?? {})) {
    const iid = built.ids.missions[Number(index)]!;
    start = { ...start, cards: { ...start.cards, [iid]: { ...start.cards[iid]!, owner } } };
  }
  const command = { type: 'AttemptMission' as const, actor: 'p1' as const, location: 'L1', ...(where === 'space' ? { ship: built.ids.ship! } : {}) };
  const run = options.answer ? runAttempt(start, command, options.answer) : runAttempt(start, command);
  if (run.events.some((event) => event.type === 'MisSeedPlacedOutOfPlay')) throw new Error(`${dilemma} is mis-seeded at a ${where} mission`);
  return { built, ...run, team: members, before: start };
}

/** A dilemma already lying on p1's table, affecting p1 (e.g. Interphasic Plasma Creatures from an earlier attempt). */
export function onTable(card: string): GameEvent {
  return {
    type: 'DilemmaPlaced',
    card,
    to: Z.table('p1'),
    ongoing: { dilemma: card, player: 'p1', on: 'mission', host: 'L1', location: 'L1', affected: [] },
    rule: RULES.removalDestinations,
  } as GameEvent;
}

/** The dilemma seeded under L1 lies on the mission instead, as if placed by an earlier attempt (encountered by p1). */
export function alreadyPlaced(built: Scene): GameEvent {
  const card = built.ids.seeds[0]!;
  return {
    type: 'DilemmaPlaced',
    card,
    to: Z.atop('L1'),
    ongoing: { dilemma: card, player: 'p1', on: 'mission', host: 'L1', location: 'L1', affected: [] },
    rule: RULES.removalDestinations,
  } as GameEvent;
}

/** A card of a hand put into play on the table, or into a discard pile (a given of the scene). */
export function moved(card: string, from: string, to: string): GameEvent {
  return { type: 'CardMoved', card, from, to, faceUp: true, reason: 'scene' } as GameEvent;
}

export const pointsLost = (events: readonly GameEvent[]) =>
  ofType(events, 'PointsScored')
    .filter((e) => e.points < 0)
    .map((e) => -e.points);
export const toDeckTop = (events: readonly GameEvent[]) =>
  ofType(events, 'CardMoved')
    .filter((e) => e.to.startsWith('draw:') && e.index === 0)
    .map((e) => e.card);
export const discardedCards = (events: readonly GameEvent[]) =>
  ofType(events, 'CardLeftPlay')
    .filter((e) => e.how === 'discarded')
    .map((e) => e.card);
export const fromHand = (events: readonly GameEvent[], player: PlayerId = 'p1') =>
  ofType(events, 'CardMoved')
    .filter((e) => e.from === Z.hand(player) && e.to === Z.discard(player))
    .map((e) => e.card);
export const relocated = (events: readonly GameEvent[]) =>
  ofType(events, 'CardMoved')
    .filter((e) => e.reason.startsWith('relocated'))
    .map((e) => e.card);
export const placed = (events: readonly GameEvent[]) => ofType(events, 'DilemmaPlaced').map((e) => e.to);
export const stoppedUntil = (events: readonly GameEvent[]) =>
  ofType(events, 'CardStopped')
    .filter((e) => e.until !== undefined)
    .map((e) => e.card);
