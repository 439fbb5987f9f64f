/**
 * Issue 15 (helper roa): split choices — "draw cards and/or download {Gold-Pressed Latinum}: up to three
 * total" — and a kill by an opponent's card (Vacuum-Desiccated Remains).
 * - Effect `draw-and-download-up-to` (`titles`, `total`, `more`): the player picks up to `total` cards of
 *   these titles to download (each reports where it may report for duty: choice fate `download-reporting`),
 *   then may draw up to the rest (`total` minus those picked: draw-prefixes, from the top). `more`
 *   (`filter`, `total`): a larger total while the card's target matches (a V.I.P.).
 * - Effect `draw-up-to-rest` (`total`): the second half — reads how many the last pick of this card took
 *   (its `CardsChosen`), and offers the draw of up to the rest. Written by the first half, not by scripts.
 * - (The killed Ferengi goes out of play with the existing `target-out-of-play`, card-moves.ts.)
 * - Target option `byOpponentCard` on `just-killed`: the personnel's recorded killer (the window's
 *   `killedBy`) is a card in play or played by the other player (a battle kill records no card).
 *   1E rulebook › DOWNLOADING; GETTING HURT › KILLED; MISCELLANEOUS RULES › OUT-OF-PLAY.
 */
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameEvent, GameState, PlayerId } from '../types';
import { CHOICE_VERBS } from './choices';
import { personnelMatches } from './personnel-filter';
import type { VerbContext } from './verbs';
import type { PersonnelFilter } from './vocabulary-events2';

export type SplitChoiceEffect =
  | { readonly kind: 'draw-and-download-up-to'; readonly titles: readonly string[]; readonly total: number; readonly more?: { readonly filter: PersonnelFilter; readonly total: number } }
  | { readonly kind: 'draw-up-to-rest'; readonly total: number };

/** For the catalogue test. */
export const SPLIT_CHOICE_WORDS: readonly string[] = ['effect:draw-and-download-up-to', 'effect:draw-up-to-rest'];

function resolved(v: VerbContext, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

/** Whether the personnel `iid` in the top `personnel-killed` window was killed by a card of `player`'s opponent. */
export function killedByOpponentCard(state: GameState, player: PlayerId, iid: string, cards: readonly string[], killedBy: readonly string[] | undefined): boolean {
  const source = killedBy?.[cards.indexOf(iid)];
  const killer = source ? state.cards[source] : undefined;
  return !!killer && killer.owner !== player;
}

export const SPLIT_CHOICE_VERBS: { readonly [K in SplitChoiceEffect['kind']]: (v: VerbContext, effect: Extract<SplitChoiceEffect, { kind: K }>) => void } = {
  'draw-and-download-up-to': (v, effect) => {
    const target = v.target ? v.ctx.state.cards[v.target] : undefined;
    const total = effect.more && target && bp(v.ctx.state, target.iid).type === 'Personnel' && personnelMatches(bp(v.ctx.state, target.iid), effect.more.filter) ? effect.more.total : effect.total;
    const rest = [{ kind: 'draw-up-to-rest' as const, total }];
    CHOICE_VERBS['choose-cards'](v, {
      kind: 'choose-cards',
      chooser: 'you',
      pool: { from: 'draw-deck', whose: 'you', filter: { titles: effect.titles }, download: true },
      pick: total,
      upTo: true,
      chosen: 'download-reporting',
      then: rest,
      ifNone: rest,
    });
  },
  'draw-up-to-rest': (v, effect) => {
    const chosen = [...v.ctx.events].reverse().find((event): event is Extract<GameEvent, { type: 'CardsChosen' }> => event.type === 'CardsChosen' && event.source === v.card);
    const left = effect.total - (chosen?.chosen.length ?? 0);
    if (left <= 0) return resolved(v, 'nothing left to draw');
    CHOICE_VERBS['choose-cards'](v, { kind: 'choose-cards', chooser: 'you', pool: { from: 'draw-prefixes', whose: 'you', count: left }, pick: 1, upTo: true, chosen: 'drawn' });
  },
};
