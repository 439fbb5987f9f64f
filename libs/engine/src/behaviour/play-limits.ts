/**
 * Issue 15 (interrupts-e): "thrice per game" and the like on a played card (`times-per-game`), and a
 * card just played that may be targeted unless it is immune to named cards ("nullifies … unless immune
 * to Kevin Uxbridge or Amanda Rogers": `just-played-unless-immune`). The limit joins `Limit`, the target
 * `TargetSpec` (vocabulary.ts), one line each; play.ts calls the check, the record and the target.
 *   1E rulebook › MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS (per player and title,
 *   whatever the copy); THE PLAY PHASE › Clarifications: Valid responses.
 */
import { bp, problem, type Ctx, type Problem } from '../context';
import { RULES } from '../rules';
import type { CommandOf, GameState, PlayerId } from '../types';
import { immuneTo } from './modifiers-incidents';
import { immune, matches } from './play';
import type { CardBehaviour, CardFilter } from './vocabulary';
import { eventImmuneByTable } from './verbs-events-c';
import { finding } from './target-table';

export type TimesPerGameLimit = { readonly kind: 'times-per-game'; readonly times: number };

export type ImmunityTarget =
  /** The card just played whose window is open, passing `filter`, and immune to none of `titles` (as those cards would see it). */
  { readonly kind: 'just-played-unless-immune'; readonly filter?: CardFilter; readonly titles: readonly string[] };

/** The recorded title of the `n`-th use (1-based) of a card title (`CardAbilityUsed`; kept as `player|title`). */
function useTitle(title: string, n: number): string {
  return `${title} (per game)${n > 1 ? `#${n}` : ''}`;
}

function useKey(player: PlayerId, title: string, n: number): string {
  return `${player}|${useTitle(title, n)}`;
}

function usesOf(state: GameState, player: PlayerId, title: string, times: number): number {
  let used = 0;
  while (used < times && state.abilityUses?.[useKey(player, title, used + 1)] !== undefined) used += 1;
  return used;
}

/** The limit reached: the problem; else null. */
export function checkTimesPerGame(state: GameState, command: CommandOf<'PlayCard'>, behaviour: CardBehaviour): Problem | null {
  const limit = behaviour.play?.limit;
  if (limit?.kind !== 'times-per-game' || usesOf(state, command.actor, behaviour.title, limit.times) < limit.times) return null;
  return problem('PER_GAME_LIMIT', `${behaviour.title} may be used ${limit.times} times each game`, RULES.oncePerTurn);
}

/** At the initiation: one more use recorded (it counts even if the play is then nullified). */
export function recordTimesPerGame(ctx: Ctx, command: CommandOf<'PlayCard'>, behaviour: CardBehaviour): void {
  const limit = behaviour.play?.limit;
  if (limit?.kind !== 'times-per-game') return;
  const n = usesOf(ctx.state, command.actor, behaviour.title, limit.times) + 1;
  ctx.emit({ type: 'CardAbilityUsed', player: command.actor, title: useTitle(behaviour.title, n), turn: ctx.state.turn!.number, rule: RULES.oncePerTurn });
}

/** The card just played (the open window's), if it passes the target. */
export function immunityTargets(state: GameState, spec: ImmunityTarget, self?: string): string[] {
  const windows = state.windows ?? [];
  const top = windows[windows.length - 1];
  if (!top || top.card === self || !state.cards[top.card] || !matches(bp(state, top.card), spec.filter) || immune(state, top.card, self)) return [];
  if (spec.titles.some((title) => immuneTo(state, top.card, title) || eventImmuneByTable(state, top.card, title))) return [];
  return [top.card];
}

/** For the catalogue test (behaviour/catalogue.spec.ts). */
export const PLAY_LIMIT_WORDS: readonly string[] = ['limit:times-per-game', 'target:just-played-unless-immune'];

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const PLAY_LIMITS_TARGETS = finding(['just-played-unless-immune'], (state, _player, spec, self) => immunityTargets(state, spec, self));
