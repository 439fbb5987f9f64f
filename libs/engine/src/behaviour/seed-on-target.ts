/**
 * Issue 15 (events, helper events-f): "Seeds or plays on your … ship / headquarters / a [DQ] planet":
 * a card whose script says `seedsOnTarget` may seed in the facility phase with `SeedOnTable { card,
 * target }` onto a target its `targets` word allows, lying where its `duration` puts a played copy
 * (on the card, atop the mission). The target and the script's play conditions are checked as for
 * playing it (behaviour/play.ts › checkScriptedPlay); seeding uses no card play.
 *   1E rulebook › THE SEED PHASES › FACILITY PHASE; Clarification: Seed Phase Actions (a card seeds
 *   where its text says it seeds).
 */
import { bp, problem, type Problem } from '../context';
import { RULES } from '../rules';
import type { CommandOf, GameState, PlayerId } from '../types';
import { checkScriptedPlay, destinationOf, validTargets } from './play';
import { behaviourOf } from './registry';

/** Whether the card's script lets it seed onto a target. */
export function seedsOnTarget(state: GameState, card: string): boolean {
  const behaviour = behaviourOf(state.cards[card]?.blueprint ?? '');
  return !!behaviour?.seedsOnTarget && !!behaviour.targets;
}

/** `SeedOnTable` with a target: the card must seed on a target, and that target must be valid now. */
export function checkSeedOnTarget(state: GameState, command: CommandOf<'SeedOnTable'>): Problem | null {
  const behaviour = behaviourOf(state.cards[command.card]!.blueprint);
  if (!behaviour?.seedsOnTarget || !behaviour.targets) return problem('NO_TARGET', `${bp(state, command.card).title} does not seed on a card or mission`, RULES.seedPhaseActions);
  return checkScriptedPlay(state, { type: 'PlayCard', actor: command.actor, card: command.card, target: command.target! }, behaviour);
}

/** Where the seeded card lies. */
export function seedTargetZone(state: GameState, command: CommandOf<'SeedOnTable'>): string {
  return destinationOf(behaviourOf(state.cards[command.card]!.blueprint), bp(state, command.card), command.actor, command.target, state);
}

/** The targets `player` may seed `card` on now (legalCommands). */
export function seedTargets(state: GameState, player: PlayerId, card: string): string[] {
  const behaviour = behaviourOf(state.cards[card]!.blueprint)!;
  return validTargets(state, player, behaviour.targets!, card).filter((target) => checkScriptedPlay(state, { type: 'PlayCard', actor: player, card, target }, behaviour) === null);
}

export const SEED_ON_TARGET_WORDS: readonly string[] = ['seeds-on-target'];
