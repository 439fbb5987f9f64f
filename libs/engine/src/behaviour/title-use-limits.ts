/**
 * Issue 15 (helper hostages): a card on a table that limits other cards, by title, to one use each turn
 * ("{Prisoner Exchange} and {Fajo's Gallery} may each be used only once per turn": Hostage Trade).
 * Word: card field `limitsUsesEachTurn` (titles). While a face-up card with it lies on either player's
 * table, each player may use each of those titles once per turn: an ability activated (activations.ts),
 * a draw as they capture (captives.ts › whenYouCapture), a `whenCardsPlayed` rule (when-cards-played.ts).
 * The use is recorded as `CardAbilityUsed` under the key `<title> (limited use, this turn)`.
 *   1E rulebook › THE CARDS (a card's text overrides the rules); Current Rulings › once per turn (each
 *   player's use counts on its own).
 * Decisions: counted per player (the one who uses the card), and across every copy of that title; uses
 * made before the limiting card came to the table this turn are not counted (the key is only recorded
 * while it lies there).
 */
import { bp, problem, type Ctx, type Problem } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { zoneKind } from '../zones';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { behaviourOf } from './registry';
import { tableIndex } from '../table-index';

/** For the catalogue test. */
export const TITLE_USE_LIMIT_WORDS: readonly string[] = ['limitsUsesEachTurn'];

const limiting: BlueprintTest = (behaviour) => behaviour.limitsUsesEachTurn;

/** Whether a face-up card on a table limits `title` to one use each turn. */
export function titleLimited(state: GameState, title: string): boolean {
  const ids = blueprintsWhere(state, limiting);
  if (ids.size === 0) return false;
  return tableIndex(state).inPlay.some((one) => ids.has(one.blueprint) && one.faceUp && zoneKind(one.zone) === 'table' && (behaviourOf(one.blueprint)?.limitsUsesEachTurn ?? []).includes(title));
}

const useKey = (title: string): string => `${title} (limited use, this turn)`;

/** Whether `player` has used `title` this turn while it is limited. */
export function titleUsedUp(state: GameState, player: PlayerId, title: string): boolean {
  return titleLimited(state, title) && state.abilityUses?.[`${player}|${useKey(title)}`] === (state.turn?.number ?? 0);
}

/** The problem of using `title` again this turn, or null. */
export function titleUseProblem(state: GameState, player: PlayerId, card: string): Problem | null {
  const title = bp(state, card).title;
  return titleUsedUp(state, player, title) ? problem('ONCE_PER_TURN', `${title} may be used only once each turn while a card on the table limits it`, RULES.oncePerTurn) : null;
}

/** Records a use of `title` by `player` while it is limited. */
export function recordTitleUse(ctx: Ctx, player: PlayerId, title: string): void {
  if (titleLimited(ctx.state, title)) ctx.emit({ type: 'CardAbilityUsed', player, title: useKey(title), turn: ctx.state.turn?.number ?? 0, rule: RULES.oncePerTurn });
}
