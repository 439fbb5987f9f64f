/**
 * Issue 15 (partials-iob): an ability used just after the crew of the ship its card lies aboard solved a
 * mission ("when crew completes a space mission that requires an attribute, discard to score points").
 * The mission-solved response window names the attempting ship (`ResponseWindow.target`, set by
 * attempt/flow.ts for an attempt by a ship's crew); the condition `host-crew-just-solved` (an
 * `Ability.requires` word, joined to `AbilityCondition` with one line) holds while the top window is
 * the card owner's own mission-solved window, the attempting ship is the one the card lies aboard, and
 * the mission passes `space` (a space mission: not a dual one) and `requiresAttribute` (its requirements
 * name INTEGRITY, CUNNING or STRENGTH).
 *   1E rulebook › ATTEMPT A MISSION › SOLVING THE MISSION; › THE PLAY PHASE › Alternating Actions
 *   (a response just after the action); WINNING THE GAME (points from other cards are bonus points).
 */
import { blueprintOf } from '../card-facts';
import type { GameState, PlayerId } from '../types';
import { zoneArg, zoneKind } from '../zones';

export interface HostCrewJustSolved {
  readonly kind: 'host-crew-just-solved';
  readonly space?: true;
  readonly requiresAttribute?: true;
}

/** For the catalogue test. */
export const SOLVED_BY_CREW_WORDS: readonly string[] = ['ability-condition:host-crew-just-solved'];

const ATTRIBUTE = /\b(INTEGRITY|CUNNING|STRENGTH)\b/;

/** Whether the crew of the ship `card` lies aboard just solved a mission as `condition` asks (read from the open window). */
export function hostCrewJustSolved(state: GameState, player: PlayerId, card: string, condition: HostCrewJustSolved): boolean {
  const instance = state.cards[card];
  if (!instance || zoneKind(instance.zone) !== 'aboard') return false;
  const ship = zoneArg(instance.zone);
  if (!state.cards[ship] || blueprintOf(state, ship).type !== 'Ship') return false;
  const top = (state.windows ?? [])[(state.windows ?? []).length - 1];
  if (!top || top.action !== 'mission-solved' || top.by !== player || top.target !== ship || !state.cards[top.card]) return false;
  const mission = blueprintOf(state, top.card).mission;
  if (condition.space && mission?.kind !== 'space') return false;
  return !condition.requiresAttribute || ATTRIBUTE.test(mission?.requirementText ?? '');
}
