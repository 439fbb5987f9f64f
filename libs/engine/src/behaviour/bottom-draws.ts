/**
 * Issue 15 (helper bogborg): draws taken from the bottom of the draw deck for the rest of a turn — Meditation
 * ("discard a card from hand; for the rest of that turn each card you draw may come from the bottom of your deck").
 *   Verb `draw-from-bottom-this-turn`: the card's player draws from the bottom for the rest of this turn
 *   (`CardAbilityUsed`, key `draws from the bottom`, this turn number). `drawOrder` gives the draw deck in the order
 *   cards are drawn: reversed while that holds. Read by play.ts › endTurn (the end-of-turn draw) and verbs.ts › draw
 *   (every `draw` effect of a card).
 *   1E rulebook › END OF TURN › DRAW A CARD (a card draw takes the top card unless a card says otherwise).
 * Decision: "may" is taken when the player uses the card: having paid the discard, every draw of theirs this turn comes
 * from the bottom (no per-draw choice); draws made by a few rare verbs (a draw replacing a discarded one, draws an
 * opponent's card grants) still take the top card.
 */
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import type { VerbContext } from './verbs';

export type BottomDrawEffect = { readonly kind: 'draw-from-bottom-this-turn' };

/** For the catalogue test. */
export const BOTTOM_DRAW_WORDS: readonly string[] = ['effect:draw-from-bottom-this-turn'];

const KEY = 'draws from the bottom';

/** Whether `player` draws from the bottom of their draw deck this turn. */
export function drawsFromBottom(state: GameState, player: PlayerId): boolean {
  const turn = state.turn?.number;
  return turn !== undefined && state.abilityUses?.[`${player}|${KEY}`] === turn;
}

/** The player's draw deck in the order its cards are drawn (top first; bottom first while `drawsFromBottom`). */
export function drawOrder(state: GameState, player: PlayerId): readonly string[] {
  const deck = cardsIn(state, Z.draw(player));
  return drawsFromBottom(state, player) ? [...deck].reverse() : deck;
}

type Handler<K extends BottomDrawEffect['kind']> = (v: VerbContext, effect: Extract<BottomDrawEffect, { kind: K }>) => void;

export const BOTTOM_DRAW_VERBS: { readonly [K in BottomDrawEffect['kind']]: Handler<K> } = {
  'draw-from-bottom-this-turn': (v) => {
    v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: KEY, turn: v.ctx.state.turn?.number ?? 0, rule: RULES.drawACard });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'cards drawn this turn come from the bottom of the draw deck', rule: RULES.drawACard });
  },
};
