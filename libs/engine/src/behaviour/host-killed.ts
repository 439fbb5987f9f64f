/**
 * Issue 15 (helper voyent): a card that waits on the table for an opposing personnel to be played,
 * lies on it, and acts when it is killed ("place on an opponent's personnel just played; when that
 * personnel is killed, discard this to score points (once per game)": Quite a Coincidence).
 * Words:
 * - `whenCardsPlayed.targetPlayed` (when-cards-played.ts): the rule's effects get the card just
 *   played as their target;
 * - effect `place-self-from-table-on-target`: this card, face up on its owner's table, is placed on the target
 *   (a personnel in play, or a ship: helper voyds9); lying anywhere else, nothing happens;
 * - card field `whenHostKilled` (`effects`, `oncePerGame`): lying face up on a personnel that is killed,
 *   the effects run for the card's owner (then the card is discarded with its host, as cards on a
 *   personnel are: attempt/leaving-play.ts); `oncePerGame`: only the first time for that player and title.
 *   1E rulebook › GETTING HURT › KILLED OR DESTROYED; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES;
 *   MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 */
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import { isInPlayZone, Z, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { runEffects, type VerbContext } from './verbs';
import type { Effect } from './vocabulary';

export type HostKilledEffect = { readonly kind: 'place-self-from-table-on-target' };

export interface WhenHostKilled {
  readonly effects: readonly Effect[];
  readonly oncePerGame?: true;
}

/** For the catalogue test. */
export const HOST_KILLED_WORDS: readonly string[] = ['effect:place-self-from-table-on-target', 'field:whenHostKilled'];

const useKey = (title: string) => `${title}#host-killed`;

/** Called by leavePlay for each card lying on a personnel being killed, before the card is discarded with it. */
export function runWhenHostKilled(ctx: Ctx, card: string): void {
  const instance = ctx.state.cards[card];
  if (!instance || !instance.faceUp) return;
  const behaviour = behaviourOf(instance.blueprint);
  const rule = behaviour?.whenHostKilled;
  if (!behaviour || !rule) return;
  const key = useKey(behaviour.title);
  if (rule.oncePerGame) {
    if (ctx.state.abilityUses?.[`${instance.owner}|${key}`] !== undefined) return;
    ctx.emit({ type: 'CardAbilityUsed', player: instance.owner, title: key, turn: ctx.state.turn?.number ?? 0, rule: RULES.oncePerTurn });
  }
  runEffects({ ctx, player: instance.owner, card }, rule.effects);
}

export const HOST_KILLED_VERBS: { readonly [K in HostKilledEffect['kind']]: (v: VerbContext, effect: Extract<HostKilledEffect, { kind: K }>) => void } = {
  'place-self-from-table-on-target': (v) => {
    const state = v.ctx.state;
    const self = state.cards[v.card];
    const target = v.target ? state.cards[v.target] : undefined;
    if (!self || !target || self.zone !== Z.table(self.owner) || !isInPlayZone(target.zone) || zoneKind(target.zone) === 'table' || !['Personnel', 'Ship'].includes(bp(state, target.iid).type)) return;
    v.ctx.emit({ type: 'CardMoved', card: v.card, from: self.zone, to: Z.on(target.iid), faceUp: true, reason: `${bp(state, v.card).title}: placed on ${bp(state, target.iid).title}, just played`, rule: RULES.cardEffects });
  },
};
