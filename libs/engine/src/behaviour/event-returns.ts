/**
 * Issue 15 (choices): an opponent's event in play sent back to its owner's hand, and the card that did it
 * going back to your hand (Cellular Peptide Cake). Joined to `TargetSpec` and `Effect` (vocabulary.ts),
 * targets.ts (its part of the target table) and the verb table (verbs.ts) with one line each.
 *   1E rulebook › THE CARDS › EVENTS; "Immune to Kevin Uxbridge" (the card's own immunity text).
 */
import { titledWithPrefix } from '../card-facts';
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { isInPlayZone, other, Z } from '../zones';
import { showsIcon } from './property-logos';
import { immuneTo } from './modifiers-incidents';
import type { VerbContext } from './verbs';
import { finding } from './target-table';

export type EventReturnTarget =
  /** An Event of the opponent face up in play, except [Ref] cards, Treaties and cards immune to `unlessImmuneTo`. */
  { readonly kind: 'opponent-event-returnable'; readonly unlessImmuneTo: string };

export type EventReturnEffect =
  /** This card goes back to its owner's hand. */
  { readonly kind: 'self-back-to-hand' };

/** Issue 15 (helper prefix): the Treaty family, deliberately a prefix (every "Treaty: …" card). */
const TREATIES: readonly string[] = ['Treaty'];

export function eventReturnTargets(state: GameState, player: PlayerId, spec: EventReturnTarget): string[] {
  return Object.values(state.cards)
    .filter((instance) => instance.owner === other(player) && instance.faceUp && isInPlayZone(instance.zone))
    .filter((instance) => {
      const card = bp(state, instance.iid);
      return card.type === 'Event' && !showsIcon(card, 'Ref') && !titledWithPrefix(TREATIES, card) && !immuneTo(state, instance.iid, spec.unlessImmuneTo);
    })
    .map((instance) => instance.iid);
}

export const EVENT_RETURN_VERBS: { readonly 'self-back-to-hand': (v: VerbContext) => void } = {
  'self-back-to-hand': (v) => {
    const self = v.ctx.state.cards[v.card];
    if (!self || self.zone === Z.hand(self.owner)) return;
    v.ctx.emit({ type: 'CardMoved', card: v.card, from: self.zone, to: Z.hand(self.owner), faceUp: false, reason: `${bp(v.ctx.state, v.card).title}: back to hand`, rule: RULES.cardEffects });
  },
};

export const EVENT_RETURN_WORDS: readonly string[] = ['target:opponent-event-returnable', 'effect:self-back-to-hand'];

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const EVENT_RETURNS_TARGETS = finding(['opponent-event-returnable'], (state, player, spec) => eventReturnTargets(state, player, spec));
