/**
 * Issue 15: the effects of abilities on the target chosen relative to the acting card
 * (vocabulary-personnel-actions.ts › PersonnelActionEffect): kill or capture the target, relocate the
 * ship the acting personnel is aboard, exchange it for a card in hand … Run by `ActivateCard`
 * (activations.ts) beside the shared verbs (behaviour/verbs.ts).
 *   1E rulebook › GETTING HURT › KILLED; CAPTURE (the captive is held by the acting card's crew or Away
 *   Team: behaviour/captives.ts); THE CARDS (a card's text overrides the rules).
 */
import { leavePlay } from '../attempt/leaving-play';
import { bp } from '../context';
import { blueprintOf } from '../card-facts';
import { RULES } from '../rules';
import { cardsIn, Z } from '../zones';
import { reaches } from './modifiers-personnel';
import { capture } from './captives';
import { PERSONNEL_D_VERBS } from './personnel-actions-d';
import { runEffects, type VerbContext } from './verbs';
import type { Effect } from './vocabulary';
import type { PersonnelActionEffect } from './vocabulary-personnel-actions';

const move = (v: VerbContext, card: string, to: string, reason: string) =>
  v.ctx.emit({ type: 'CardMoved', card, from: v.ctx.state.cards[card]!.zone, to, faceUp: false, reason: `${bp(v.ctx.state, v.card).title}: ${reason}`, rule: RULES.cardEffects });
const resolved = (v: VerbContext, effect: string) =>
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });

/** The handlers of the personnel-action words (the others are the shared verbs). */
export const PERSONNEL_ACTION_VERBS: { readonly [K in PersonnelActionEffect['kind']]: (v: VerbContext, effect: Extract<PersonnelActionEffect, { kind: K }>) => void } = {
  ...PERSONNEL_D_VERBS,
  'kill-target': (v) => {
    leavePlay(v.ctx, v.target!, 'killed', v.card);
    resolved(v, 'target killed');
  },
  'unstop-yours-present': (v, effect) => {
    const state = v.ctx.state;
    const stopped = cardsIn(state, state.cards[v.card]!.zone).filter((iid) => state.cards[iid]!.stopped && reaches(effect.filter, blueprintOf(state, iid), state.cards[iid]!.owner, v.player));
    if (stopped.length > 0) v.ctx.emit({ type: 'StoppedCardsRestored', cards: stopped, rule: RULES.cardEffects });
    resolved(v, `${stopped.length} personnel unstopped`);
  },
  // Issue 15 (captives): the acting card's crew or Away Team takes the captive (behaviour/captives.ts).
  'capture-target': (v) => {
    capture(v.ctx, v.target!, v.player, v.card, v.ctx.state.cards[v.card]!.zone);
    resolved(v, 'target captured');
  },
  'capture-all-in-target': (v) => {
    const theirs = cardsIn(v.ctx.state, v.target!).filter((iid) => v.ctx.state.cards[iid]!.owner !== v.player && bp(v.ctx.state, iid).type === 'Personnel');
    for (const iid of theirs) capture(v.ctx, iid, v.player, v.card, v.ctx.state.cards[v.card]!.zone);
    resolved(v, `${theirs.length} personnel captured`);
  },
  'relocate-host-ship': (v) => {
    const ship = v.ctx.state.cards[v.card]!.zone.slice('aboard:'.length);
    v.ctx.emit({ type: 'CardMoved', card: ship, from: v.ctx.state.cards[ship]!.zone, to: Z.space(v.target!), faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: relocated`, rule: RULES.cardEffects });
    resolved(v, `ship relocated to ${v.target}`);
  },
  'discard-target-from-hand': (v) => {
    v.ctx.emit({ type: 'CardMoved', card: v.target!, from: v.ctx.state.cards[v.target!]!.zone, to: Z.discard(v.player), faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: discarded from hand`, rule: RULES.cardEffects });
    resolved(v, 'card discarded from hand');
  },
  'target-beneath-draw': (v) => {
    move(v, v.target!, Z.draw(v.player), 'beneath the draw deck');
    resolved(v, 'card beneath the draw deck');
  },
  'bottom-discards-beneath-draw': (v, effect) => {
    const bottom = cardsIn(v.ctx.state, Z.discard(v.player)).slice(0, effect.count);
    for (const iid of bottom) move(v, iid, Z.draw(v.player), 'bottom of the discard pile beneath the draw deck');
    resolved(v, `${bottom.length} card(s) beneath the draw deck`);
  },
  'spend-normal-card-play': (v) => {
    v.ctx.emit({ type: 'NormalCardPlaySpent', player: v.player, source: v.card, rule: RULES.normalCardPlay });
    resolved(v, 'normal card play spent');
  },
  'self-to-hand': (v) => {
    move(v, v.card, Z.hand(v.player), 'to hand');
    resolved(v, 'to hand');
  },
  'exchange-with-target': (v) => {
    const self = v.ctx.state.cards[v.card]!;
    v.ctx.emit({ type: 'CardMoved', card: v.target!, from: Z.hand(v.player), to: self.zone, faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: exchanged`, rule: RULES.cardEffects });
    if (self.stopped) v.ctx.emit({ type: 'CardStopped', card: v.target!, rule: RULES.cardEffects });
    move(v, v.card, Z.hand(v.player), 'exchanged to hand');
    resolved(v, 'exchanged');
  },
  'top-discard-personnel-to-hand': (v) => {
    const top = [...cardsIn(v.ctx.state, Z.discard(v.player))].reverse().find((iid) => bp(v.ctx.state, iid).type === 'Personnel');
    if (top) move(v, top, Z.hand(v.player), 'topmost personnel of the discard pile to hand');
    resolved(v, top ? 'personnel to hand' : 'no personnel in the discard pile');
  },
};

const isActionEffect = (effect: Effect | PersonnelActionEffect): effect is PersonnelActionEffect => effect.kind in PERSONNEL_ACTION_VERBS;

/** Runs an ability's effects in order: the acting-card words here, the shared verbs otherwise. */
export function runAbilityEffects(v: VerbContext, effects: readonly (Effect | PersonnelActionEffect)[]): void {
  for (const effect of effects) {
    if (isActionEffect(effect)) (PERSONNEL_ACTION_VERBS[effect.kind] as (v: VerbContext, effect: PersonnelActionEffect) => void)(v, effect);
    else runEffects(v, [effect]);
  }
}
