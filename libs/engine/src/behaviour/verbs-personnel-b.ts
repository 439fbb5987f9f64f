/**
 * Issue 15 (personnel, second half): the verbs added for personnel skills (vocabulary-personnel-b.ts ›
 * `PersonnelBEffect`), joined to `VERBS` (verbs.ts).
 *   1E rulebook › MISCELLANEOUS RULES › DISCARD PILE (a discarded card goes face up on its owner's discard pile).
 */
import { RULES } from '../rules';
import { cardsIn, other, Z } from '../zones';
import type { VerbContext } from './verbs';
import type { PersonnelBEffect } from './vocabulary-personnel-b';

type Handler<K extends PersonnelBEffect['kind']> = (v: VerbContext, effect: Extract<PersonnelBEffect, { kind: K }>) => void;

export const PERSONNEL_B_VERBS: { readonly [K in PersonnelBEffect['kind']]: Handler<K> } = {
  'discard-top-of-draw': (v, effect) => {
    const player = effect.who === 'you' ? v.player : other(v.player);
    for (const card of cardsIn(v.ctx.state, Z.draw(player)).slice(0, effect.count))
      v.ctx.emit({ type: 'CardMoved', card, from: Z.draw(player), to: Z.discard(player), faceUp: true, reason: 'top card of the draw deck discarded', rule: RULES.cardEffects });
  },
  'stop-self': (v) => {
    if (!v.ctx.state.cards[v.card]!.stopped) v.ctx.emit({ type: 'CardStopped', card: v.card, rule: RULES.stopped });
  },
  'unstop-target-ship': (v) => {
    if (v.ctx.state.cards[v.target!]?.stopped) v.ctx.emit({ type: 'StoppedCardsRestored', cards: [v.target!], rule: RULES.cardEffects });
  },
  'target-to-bottom-of-draw': (v) => {
    const instance = v.ctx.state.cards[v.target!]!;
    v.ctx.emit({ type: 'CardMoved', card: v.target!, from: instance.zone, to: Z.draw(instance.owner), index: cardsIn(v.ctx.state, Z.draw(instance.owner)).length, faceUp: false, reason: 'beneath its owner\'s draw deck', rule: RULES.cardEffects });
  },
  'restore-target-range': (v) => {
    if (v.ctx.state.turn?.rangeUsed[v.target!] !== undefined) v.ctx.emit({ type: 'ShipRangeRestored', ship: v.target!, source: v.card, rule: RULES.cardEffects });
  },
};
