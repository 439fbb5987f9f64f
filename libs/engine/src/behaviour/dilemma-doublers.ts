/**
 * Issue 15 (helper partials): a card lying on a dilemma in play that doubles that dilemma's effects
 * (`doublesHostDilemma`: Brain Drain played on Interphasic Plasma Creatures). Read by
 * attempt/ongoing-a.ts › dilemmaAttributes: the dilemma's attribute changes (`ongoing.attributes.delta`)
 * count twice while such a card lies on it. Doubling is not cumulative: two such cards still double once
 * (1E rulebook › MISCELLANEOUS RULES › THE CUMULATIVE RULE; THE CARDS: a card does what its text says).
 * Effect `discard-self-on-host-type` (`types`): the card is discarded only while it lies on a card of
 * these types — a card with two ways of lying on something whose "until end of turn" belongs to one way
 * only (Brain Drain on a personnel; on the dilemma it stays).
 */
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState } from '../types';
import { cardsIn, Z, zoneArg, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import type { VerbContext } from './verbs';

export type DilemmaDoublerEffect = { readonly kind: 'discard-self-on-host-type'; readonly types: readonly string[] };

export const DILEMMA_DOUBLER_VERBS: { readonly [K in DilemmaDoublerEffect['kind']]: (v: VerbContext, effect: Extract<DilemmaDoublerEffect, { kind: K }>) => void } = {
  'discard-self-on-host-type': (v, effect) => {
    const instance = v.ctx.state.cards[v.card]!;
    if (zoneKind(instance.zone) !== 'on') return;
    const host = zoneArg(instance.zone);
    if (!v.ctx.state.cards[host] || !effect.types.includes(bp(v.ctx.state, host).type)) return;
    v.ctx.emit({ type: 'CardMoved', card: v.card, from: instance.zone, to: Z.discard(instance.owner), faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: its effect ends`, rule: RULES.cardEffects });
  },
};

/** 2 while a face-up card with `doublesHostDilemma` lies on the dilemma `dilemma`, else 1. */
export function dilemmaEffectFactor(state: GameState, dilemma: string): number {
  return cardsIn(state, Z.on(dilemma)).some((iid) => state.cards[iid]!.faceUp && behaviourOf(state.cards[iid]!.blueprint)?.doublesHostDilemma) ? 2 : 1;
}
