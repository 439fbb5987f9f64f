/**
 * Issue 15 (helper tosfilms): a Q-card effect of The Next Enterprise (ttne) — "reveal the top card of your
 * draw deck; if it is a personnel, it goes beneath the deck, your opponent scores a point for each skill dot
 * and you lose two for each special download" (Futile Attempt). Run by q-cards.ts › runEffect; "you" is the
 * player whose crew or Away Team has the Q-Flash, the opponent the Q-Continuum's owner (q-cards.ts).
 *   1E rulebook › MISCELLANEOUS RULES › LOOKING AT CARDS (a reveal is seen by both players); USING SKILLS
 *   (skill dots; a special download carries no dot); LEAVING PLAY › bonus point box (points from a card other
 *   than a mission are bonus points).
 */
import { skillDots } from '../attempt/dilemma-effects-c';
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { PlayerId } from '../types';
import { cardsIn, other, Z } from '../zones';

export type TosQEffect = { readonly kind: 'reveal-top-personnel-scores'; readonly perDot: number; readonly perDownload: number };

export const TOS_Q_EFFECT_WORDS: readonly string[] = ['reveal-top-personnel-scores'];

const RULE = 'Q-Flash (qc doorway 105_015) › opponent plays other cards drawn';
const BONUS_RULE = '1E rulebook › LEAVING PLAY › bonus point box (points from cards other than missions are bonus points)';

/** `you`'s top card is shown to both players; a personnel goes beneath the deck and the points follow. */
export function revealTopPersonnelScores(ctx: Ctx, card: string, you: PlayerId, effect: TosQEffect): void {
  const top = cardsIn(ctx.state, Z.draw(you))[0];
  const title = bp(ctx.state, card).title;
  if (!top) {
    ctx.emit({ type: 'CardEffectResolved', card, player: other(you), effect: `${title}: the draw deck is empty: nothing revealed`, rule: RULE });
    return;
  }
  const shown = bp(ctx.state, top);
  for (const to of ['p1', 'p2'] as const) ctx.emit({ type: 'CardsShown', to, zone: Z.draw(you), cards: [{ iid: top, title: shown.title }], source: card, rule: RULES.lookingAtCards });
  if (shown.type !== 'Personnel') return;
  const dots = skillDots(ctx.state, top);
  const downloads = shown.personnel?.skillBox.specialDownloads.length ?? 0;
  ctx.emit({ type: 'CardMoved', card: top, from: Z.draw(you), to: Z.draw(you), faceUp: false, reason: `${title}: the revealed personnel beneath the draw deck`, rule: RULES.cardEffects });
  if (dots > 0) ctx.emit({ type: 'PointsScored', player: other(you), points: dots * effect.perDot, bonus: true, source: card, rule: BONUS_RULE });
  if (downloads > 0) ctx.emit({ type: 'PointsScored', player: you, points: -downloads * effect.perDownload, bonus: true, source: card, rule: BONUS_RULE });
}
