/**
 * Issue 15 (qtime): a window just before each card drawn in a Q-Flash, for the Q-Continuum's owner — Miss Q
 * (ttne, 233_003): once per Q-Flash, just before a card is drawn from your Q-Continuum, you may play it from
 * hand to download one Q-icon card of that deck (once per game per title) and place it on top, so that card
 * is drawn next.
 *   - q-flash.ts › runQFlash asks `offerBeforeDraw` before every draw: if the owner holds a card with
 *     `beforeQFlashDraw` and one Q-icon card of their Q-Continuum is still eligible, they are asked
 *     (`QFlashBeforeDraw { at }`, then a choice of a card or `decline`); a decline holds for that draw only.
 *   - Chosen: the card is played from hand to the discard pile, the title is used for the game
 *     (`CardAbilityUsed`), the Q card goes face down to the top of the Q-Continuum (`CardMoved` at index 0),
 *     and the window is closed for the rest of this Q-Flash (`QFlashBeforeDraw { placed }`).
 *   Q-Flash (qc doorway 105_015); 1E rulebook › Q-ICON CARDS, SIDE DECKS; DOWNLOADING; MISCELLANEOUS
 *   RULES › "ONCE PER GAME" AND SIMILAR LIMITS (per title).
 * Left out: Miss Q so played opens no response window (nothing may nullify it as "just played").
 */
import { bp, type Ctx } from '../context';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { qContinuum } from './q-continuum';
import { behaviourOf } from './registry';

/** Card field: played from the Q-Continuum owner's hand just before a Q-Flash draw. */
export type BeforeQFlashDraw =
  /** Download one Q-icon card of the Q-Continuum (once per game per title) onto its top. */
  { readonly kind: 'q-card-atop' };

export const BEFORE_DRAW_WORDS: readonly string[] = ['before-q-flash-draw:q-card-atop'];

export const BEFORE_DRAW = 'q-flash:before-draw';
const DECLINE = 'decline';
const RULE = 'Q-Flash (qc doorway 105_015) › just before a card is drawn; 1E rulebook › DOWNLOADING';

function onceKey(card: string, title: string): string {
  return `${card}: ${title} (once per game)`;
}

/** The owner's card in hand with this window, and the Q-Continuum cards it may put on top. */
function offer(state: GameState, owner: PlayerId): { card: string; options: string[] } | null {
  const card = cardsIn(state, Z.hand(owner)).find((iid) => behaviourOf(state.cards[iid]!.blueprint)?.beforeQFlashDraw);
  if (!card) return null;
  const title = bp(state, card).title;
  const options = qContinuum(state, owner).filter((iid) => state.abilityUses?.[`${owner}|${onceKey(title, bp(state, iid).title)}`] === undefined);
  return options.length > 0 ? { card, options } : null;
}

/** Before the next draw: asks the Q-Continuum's owner whether to use the window (true: waiting for them). */
export function offerBeforeDraw(ctx: Ctx): boolean {
  const flash = ctx.state.attempt!.qFlash!;
  if (flash.windowUsed || flash.windowAt === flash.drawn.length) return false;
  const found = offer(ctx.state, flash.owner);
  if (!found) return false;
  ctx.emit({ type: 'QFlashBeforeDraw', source: flash.source, card: found.card, at: flash.drawn.length, rule: RULE });
  ctx.emit({ type: 'DilemmaChoiceRequested', card: found.card, choice: { player: flash.owner, purpose: BEFORE_DRAW, options: [...found.options, DECLINE], pick: 1 }, rule: RULE });
  return true;
}

/** The owner answered: a Q card to put on top (the window's card is played), or `decline`. */
export function beforeDrawChosen(ctx: Ctx, chosen: readonly string[]): void {
  const attempt = ctx.state.attempt!;
  const flash = attempt.qFlash!;
  const card = cardsIn(ctx.state, Z.hand(flash.owner)).find((iid) => behaviourOf(ctx.state.cards[iid]!.blueprint)?.beforeQFlashDraw)!;
  ctx.emit({ type: 'DilemmaChoiceMade', card, player: flash.owner, purpose: BEFORE_DRAW, chosen, rule: RULE });
  const placed = chosen[0]!;
  if (placed === DECLINE) return;
  const title = bp(ctx.state, card).title;
  const side = Z.side(flash.owner);
  ctx.emit({ type: 'CardMoved', card, from: Z.hand(flash.owner), to: Z.discard(flash.owner), faceUp: true, reason: `${title}: played just before a Q-Flash draw`, rule: RULE });
  ctx.emit({ type: 'CardAbilityUsed', player: flash.owner, title: onceKey(title, bp(ctx.state, placed).title), turn: ctx.state.turn?.number ?? 0, rule: RULE });
  ctx.emit({ type: 'CardMoved', card: placed, from: side, to: side, index: 0, faceUp: false, reason: `${title}: downloaded to the top of the Q-Continuum`, rule: RULE });
  ctx.emit({ type: 'QFlashBeforeDraw', source: flash.source, card, at: flash.drawn.length, placed, rule: RULE });
}
