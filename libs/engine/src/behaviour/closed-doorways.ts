/**
 * Issue 15 (helper doors): doorways closed and opened again.
 *   - permit `closes-host-doorway`: a card lying on a doorway (played there, duration `on-target-card`) closes it while it
 *     lies there face up and not turned over (`state.selected[card] === 'face down'`: "revolved"). A closed doorway's game
 *     text is not active (DS9 rules › closed doorways): its abilities on the table are not used (activations.ts:
 *     `DOORWAY_CLOSED`, not offered) and what it adds to its host is gone (vocabulary-doorways.ts › addedEquipment:
 *     Holodeck Door adds no Holodeck). A card that closes may be played on a doorway already closed (current rulings ›
 *     doorway).
 *   - effect `revolve-self`: the card turns over — face up ↔ face down — recorded as its option (`CardOptionSelected`,
 *     as Distortion Field's turning over: a selection is forgotten when the card leaves play, so it comes back face up).
 *   - target `card-closing-doorway` (`titles`): a card that closes a doorway with one of these titles now ("nullifies any
 *     card closing another Holding Cell Door"), for `nullify-target`;
 *   - target `card-in-your-hand` (`filter`): a card in the acting player's own hand (an ability any player may use pays
 *     from the hand of whoever uses it), discarded by `discard-target-from-hand`.
 *   1E ds9 expansion rules › DOORWAYS; glossary › closed doorways; 1E current rulings › doorway; 1E rulebook ›
 *   PLAYING A DOORWAY.
 */
import { bp, problem, type Problem } from '../context';
import { RULES } from '../rules';
import type { GameState } from '../types';
import { tableIndex } from '../table-index';
import { cardsIn, Z } from '../zones';
import { matches } from './play';
import { behaviourOf } from './registry';
import { finding } from './target-table';
import type { VerbContext } from './verbs';
import type { CardFilter } from './vocabulary';
import { titledAmong } from '../card-facts';

export type ClosingPermit = { readonly kind: 'closes-host-doorway' };
export type RevolveEffect = { readonly kind: 'revolve-self' };
export type HandCardTarget = { readonly kind: 'card-in-your-hand'; readonly filter?: CardFilter } | { readonly kind: 'card-closing-doorway'; readonly titles: readonly string[] };

/** For the catalogue test and the README. */
export const CLOSED_DOORWAY_WORDS: readonly string[] = ['permit:closes-host-doorway', 'effect:revolve-self', 'target:card-in-your-hand', 'target:card-closing-doorway'];

const RULE = '1E ds9 expansion rules › closed doorways';
const TURNED = 'face down';

/** Whether `card` is turned over ("revolved") now. */
function revolved(state: GameState, card: string): boolean {
  return state.selected?.[card] === TURNED;
}

/** The card lying on `doorway` that closes it now, if any. */
export function closedBy(state: GameState, doorway: string): string | undefined {
  const lying = cardsIn(state, Z.on(doorway));
  if (lying.length === 0) return undefined;
  return lying.find((iid) => state.cards[iid]!.faceUp && !revolved(state, iid) && (behaviourOf(state.cards[iid]!.blueprint)?.permits ?? []).some((permit) => permit.kind === 'closes-host-doorway'));
}

/** Whether `card` is a closed doorway (its game text is not active). */
export function isClosed(state: GameState, card: string): boolean {
  return closedBy(state, card) !== undefined;
}

/** The refusal for using a closed doorway's ability. */
export function closedProblem(state: GameState, card: string): Problem | null {
  const by = closedBy(state, card);
  return by ? problem('DOORWAY_CLOSED', `${bp(state, card).title} is closed by ${bp(state, by).title}: its game text is not active`, RULE) : null;
}

export const CLOSED_DOORWAY_VERBS: { readonly [K in RevolveEffect['kind']]: (v: VerbContext, effect: Extract<RevolveEffect, { kind: K }>) => void } = {
  'revolve-self': (v) => {
    const option = revolved(v.ctx.state, v.card) ? 'face up' : TURNED;
    v.ctx.emit({ type: 'CardOptionSelected', player: v.player, card: v.card, option, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(v.ctx.state, v.card).title} turned ${option}`, rule: RULES.cardEffects });
  },
};

export const HAND_CARD_TARGETS = {
  ...finding(['card-in-your-hand'], (state, player, spec, self) => cardsIn(state, Z.hand(player)).filter((iid) => iid !== self && matches(bp(state, iid), spec.filter))),
  ...finding(['card-closing-doorway'], (state, _player, spec, self) =>
    tableIndex(state)
      .inPlay.filter((instance) => instance.iid !== self && instance.faceUp && titledAmong(spec.titles, bp(state, instance.iid)) && isClosed(state, instance.iid))
      .map((instance) => closedBy(state, instance.iid)!),
  ),
};
