/**
 * Issue 15 (helper obja): "take a little off the top" — In for a Trim. Two words and a free play:
 * - effect `trim-opponent-top` (`per`: a PersonnelFilter on the printed card, `skill`: a skill they have now —
 *   modifiers included, so a Mot's Advice counts —, `discard`: the CardFilter of the cards that may be discarded):
 *   X = the number of the card player's personnel in play passing both; the top X cards of the opponent's draw deck are
 *   shown to the card player alone (`CardsShown`); the player picks any of them matching `discard` (`choose-cards`,
 *   `upTo`: none is a choice; fate `discard`, to their owner's discard pile), then puts the others back on top of that
 *   deck in the order they choose (`arrange-opponent-top-rest`: `ArrangementAwaited` with their count, answered by
 *   `ArrangeCards`; with one card or none there is nothing to order). X = 0: nothing happens.
 * - effect `arrange-opponent-top-rest` (`looked`): the cards looked at that are still on top of the opponent's deck
 *   (`looked` less the cards the same card just chose) await the card player's order.
 * - free play `with-on-your-table` (`titles`): the card plays for free while its player has a face-up card of one of
 *   these titles on their table ("{Barber Pole} and {Mot's Advice} play for free"), read by free-plays.ts › playsFree.
 *   1E rulebook › MISCELLANEOUS RULES › LOOKING AT CARDS; PLAYING "FOR FREE"; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 */
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameEvent, GameState, PlayerId } from '../types';
import { cardsIn, other, Z, zoneKind } from '../zones';
import { CHOICE_VERBS } from './choices';
import { personnelInPlay } from './personnel-filter';
import type { ChoiceEffect } from './vocabulary-choices';
import type { PersonnelFilter } from './vocabulary-events2';
import type { CardFilter } from './vocabulary';
import type { VerbContext } from './verbs';
import { titledAmong } from '../card-facts';

export type DeckTrimEffect =
  | { readonly kind: 'trim-opponent-top'; readonly per: PersonnelFilter; readonly skill: string; readonly discard: CardFilter }
  | { readonly kind: 'arrange-opponent-top-rest'; readonly looked: number };

export type TableTitleFree = { readonly kind: 'with-on-your-table'; readonly titles: readonly string[] };

/** Whether `player` has a face-up card of one of `titles` on their table. */
export function onYourTable(state: GameState, player: PlayerId, titles: readonly string[]): boolean {
  return (tableIndex(state).inPlayBy[player] ?? []).some((instance) => instance.faceUp && zoneKind(instance.zone) === 'table' && titledAmong(titles, bp(state, instance.iid)));
}

/** X: `player`'s personnel in play passing `per` with `skill` now. */
function trimmers(state: GameState, player: PlayerId, per: PersonnelFilter, skill: string): number {
  return personnelInPlay(state, player, per).filter((iid) => skillLevel(memberOf(state, iid), skill) > 0).length;
}

/** How many cards the last `CardsChosen` of `source` in this command picked. */
function chosenCount(ctx: Ctx, source: string): number {
  const chosen = [...ctx.events].reverse().find((event): event is Extract<GameEvent, { type: 'CardsChosen' }> => event.type === 'CardsChosen' && event.source === source);
  return chosen ? chosen.chosen.flatMap((key) => key.split('+')).length : 0;
}

export const DECK_TRIM_VERBS: { readonly [K in DeckTrimEffect['kind']]: (v: VerbContext, effect: Extract<DeckTrimEffect, { kind: K }>) => void } = {
  'trim-opponent-top': (v, effect) => {
    const state = v.ctx.state;
    const opponent = other(v.player);
    const zone = Z.draw(opponent);
    const top = cardsIn(state, zone).slice(0, trimmers(state, v.player, effect.per, effect.skill));
    if (top.length === 0) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'no card to look at (no such personnel, or an empty deck)', rule: RULES.cardEffects });
      return;
    }
    v.ctx.emit({ type: 'CardsShown', to: v.player, zone, cards: top.map((iid) => ({ iid, title: bp(state, iid).title })), source: v.card, rule: RULES.lookingAtCards });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${v.player} looks at ${top.length} card(s) atop ${opponent}'s draw deck`, rule: RULES.cardEffects });
    const rest = [{ kind: 'arrange-opponent-top-rest' as const, looked: top.length }];
    const choice: ChoiceEffect = {
      kind: 'choose-cards',
      chooser: 'you',
      pool: { from: 'draw-top', whose: 'opponent', count: top.length, filter: effect.discard },
      pick: top.length,
      upTo: true,
      chosen: 'discard',
      then: rest,
      ifNone: rest,
    };
    CHOICE_VERBS['choose-cards'](v, choice);
  },
  'arrange-opponent-top-rest': (v, effect) => {
    const count = Math.min(effect.looked - chosenCount(v.ctx, v.card), cardsIn(v.ctx.state, Z.draw(other(v.player))).length);
    if (count < 2) return;
    v.ctx.emit({ type: 'ArrangementAwaited', player: v.player, zone: Z.draw(other(v.player)), source: v.card, count, rule: RULES.lookingAtCards });
  },
};

/** For the catalogue test and the README. */
export const DECK_TRIM_WORDS: readonly string[] = ['effect:trim-opponent-top', 'effect:arrange-opponent-top-rest', 'free:with-on-your-table'];
