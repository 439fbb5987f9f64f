/**
 * Test support for the per-release dilemma specs (src/behaviour/dilemmas/<release>.spec.ts): one
 * attempt at a planet (Excavation) or space (Study Stellar Collision) mission with one dilemma under
 * it, and readers for the facts a scenario asserts.
 */
import type { Card } from '@captains-log/cards';
import { decide } from '../decide';
import { evolveAll } from '../evolve';
import { RULES } from '../rules';
import type { GameEvent, GameState } from '../types';
import { ofType, runAttempt, scene, ship, type PersonSpec, type Scene } from './attempt-scene';

export type Where = 'planet' | 'space';
type Answer = (
  choice: NonNullable<NonNullable<GameState['attempt']>['choice']>,
) => readonly string[];

export function attempt(
  where: Where,
  dilemma: string,
  team: readonly (PersonSpec | Card)[],
  options: {
    equipment?: readonly (string | Card)[];
    answer?: Answer;
    stoppedFirst?: readonly number[];
    quadrant?: 'Alpha' | 'Gamma' | 'Delta' | 'Mirror';
  } = {},
): { built: Scene; events: GameEvent[]; state: GameState; team: string[] } {
  const built =
    where === 'planet'
      ? scene({
          missions: ['Excavation', 'Relief Mission'],
          seeds: [dilemma],
          awayTeam: team,
          ...(options.quadrant ? { quadrant: options.quadrant } : {}),
          ...(options.equipment ? { equipment: options.equipment } : {}),
        })
      : scene({
          missions: ['Study Stellar Collision'],
          seeds: [dilemma],
          ship: ship(),
          crew: team,
          ...(options.equipment ? { equipment: options.equipment } : {}),
        });
  const members = where === 'planet' ? built.ids.awayTeam : built.ids.crew;
  const stops: GameEvent[] = (options.stoppedFirst ?? []).map((index) => ({
    type: 'CardStopped',
    card: members[index]!,
    rule: RULES.stopped,
  }));
  const start = stops.length ? evolveAll(stops, built.state) : built.state;
  const command = {
    type: 'AttemptMission' as const,
    actor: 'p1' as const,
    location: 'L1',
    ...(where === 'space' ? { ship: built.ids.ship! } : {}),
  };
  const run = options.answer
    ? runAttempt(start, command, options.answer)
    : runAttempt(start, command);
  // A dilemma of the wrong mission type is a mis-seed and never encountered: a scenario must not pass vacuously.
  if (run.events.some((event) => event.type === 'MisSeedPlacedOutOfPlay'))
    throw new Error(`${dilemma} is mis-seeded at a ${where} mission`);
  return { built, ...run, team: members };
}

/** The attempt failed on the dilemma (not on the mission's own requirements). */
export const failed = (events: readonly GameEvent[]) =>
  ofType(events, 'MissionAttemptFailed').some((e) => e.reason.startsWith('failed to overcome'));
export const killed = (events: readonly GameEvent[]) =>
  ofType(events, 'CardLeftPlay')
    .filter((e) => e.how === 'killed')
    .map((e) => e.card);
export const stopped = (events: readonly GameEvent[]) => [
  ...new Set(ofType(events, 'CardStopped').map((e) => e.card)),
];
/** The dilemma's own checks (conditions, nullifiers), not the mission's requirements. */
export const verdicts = (events: readonly GameEvent[]) =>
  ofType(events, 'RequirementChecked')
    .filter((e) => e.purpose !== 'mission')
    .map((e) => e.verdict);
export const damaged = (events: readonly GameEvent[]) =>
  ofType(events, 'ShipDamaged').map((e) => e.ship);
export const removed = (events: readonly GameEvent[]) =>
  ofType(events, 'DilemmaRemoved').map((e) => e.reason);
export const reseeded = (events: readonly GameEvent[]) =>
  ofType(events, 'DilemmaReseeded').length > 0;
export const randomPicks = (events: readonly GameEvent[]) =>
  ofType(events, 'RandomCardsSelected').map((e) => e.outcome);
export const choices = (events: readonly GameEvent[]) =>
  ofType(events, 'DilemmaChoiceRequested').map((e) => e.choice);
export { ofType };

/** Ends the current player's turn (and so starts the other's): the facts, and the state after them. */
export function endTurn(state: GameState): { events: GameEvent[]; state: GameState } {
  const events = decide(state, { type: 'EndTurn', actor: state.turn!.player });
  return { events, state: evolveAll(events, state) };
}
