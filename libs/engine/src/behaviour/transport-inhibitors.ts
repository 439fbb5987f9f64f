/**
 * Equipment that blocks transporters where it lies (issue 15, helper evq): Transport Inhibitor.
 *   - restriction `no-opposing-beaming-where-yours-present` (face-up equipment): while one of its owner's
 *     personnel is in the same place (a planet surface, or aboard a ship or facility), no other player beams
 *     to or from that place. The card says "you may prevent"; the engine answers that "may" beforehand:
 *     the owner always prevents the other player's beams and never their own (read by
 *     beaming-events.ts › checkNoBeaming, so every `Beam` and its offers obey it).
 *   - ability condition `actor-personnel-unopposed-here` (an `anyPlayer` ability): the player using it is
 *     not the card's owner, has personnel in the card's place and the owner has none there ("present and
 *     unopposed"); with the `discard-self` cost it destroys the card.
 *   1E rulebook › EXECUTING ORDERS › BEAM; THE CARDS › EQUIPMENT; MISCELLANEOUS RULES › CONTROL AND
 *   OWNERSHIP › "HERE" AND "PRESENT".
 */
import { bp, problem, type Problem } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn } from '../zones';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';

export type TransportInhibition = { readonly kind: 'no-opposing-beaming-where-yours-present' };
export type UnopposedHereCondition = { readonly kind: 'actor-personnel-unopposed-here' };

export const TRANSPORT_INHIBITOR_WORDS: readonly string[] = ['restriction:no-opposing-beaming-where-yours-present', 'ability-condition:actor-personnel-unopposed-here'];

function personnelOf(state: GameState, zone: string, owner: PlayerId): boolean {
  return cardsIn(state, zone).some((iid) => state.cards[iid]!.owner === owner && bp(state, iid).type === 'Personnel');
}

/** A face-up inhibitor in `from` or `to`, of another player, with its owner's personnel there, stops `player`'s beam. */
const inhibitsTransport: BlueprintTest = (behaviour) => behaviour.restricts?.some((restriction) => restriction.kind === 'no-opposing-beaming-where-yours-present');

export function checkTransportInhibitors(state: GameState, player: PlayerId, from: string, to: string): Problem | null {
  // Issue 17 (seventeenth session): no card of this game has the word, so no card lies there with it (blueprints-where.ts).
  if (blueprintsWhere(state, inhibitsTransport).size === 0) return null;
  for (const zone of [from, to])
    for (const iid of cardsIn(state, zone)) {
      const card = state.cards[iid]!;
      if (card.owner === player || !card.faceUp) continue;
      if (!(behaviourOf(card.blueprint)?.restricts ?? []).some((restriction) => restriction.kind === 'no-opposing-beaming-where-yours-present')) continue;
      if (personnelOf(state, zone, card.owner))
        return problem('NO_BEAMING_HERE', `${bp(state, iid).title}: ${card.owner} prevents beaming to or from where it lies while their personnel are present`, RULES.beam);
    }
  return null;
}

export const UNOPPOSED_CONDITIONS: {
  readonly 'actor-personnel-unopposed-here': (state: GameState, player: PlayerId, card: string, condition: UnopposedHereCondition) => boolean;
} = {
  'actor-personnel-unopposed-here': (state, player, card) => {
    const instance = state.cards[card];
    if (!instance || instance.owner === player) return false;
    return personnelOf(state, instance.zone, player) && !personnelOf(state, instance.zone, instance.owner);
  },
};
