/**
 * Issue 15 (helper doors): a Q card that closes one of the victim's doorways, and a nullification paid by showing skills
 * from hand (Door-Net).
 *   - Q-Flash effect `close-your-doorway`: the card is placed on one of the victim's face-up doorways in play without the
 *     [Shield] icon, which the victim picks (one only: placed there; none: no effect). Lying there with the permit
 *     `closes-host-doorway` it closes that doorway (closed-doorways.ts); `untilQFlash` sends it back at any Q-Flash.
 *   - target `your-hand-cards-with-skill` (`skill`, `total`): the cards of the acting player's hand shown together — one
 *     card (`c1`) or two (`c1+c2`) whose printed skill levels make at least `total` (no more cards than needed: each
 *     shown card adds the skill);
 *   - effect `show-target-cards`: those cards are shown to the other player (`CardsShown`);
 *   - effect `nullify-self`: the card is nullified where it lies: to its owner's discard pile (a Q-icon card to its
 *     Q-Continuum while the Q-Flash doorway is on its owner's table: q-flash.ts › qIconHome);
 *   - ability condition `self-on-your-card` (vocabulary-personnel-actions.ts › ActionCondition): the acting card lies on a
 *     card of the player using it ("your" doorway the net closes).
 *   Q-Flash (qc doorway 105_015) › "you" the victim; 1E ds9 expansion rules › closed doorways; 1E rulebook ›
 *   MISCELLANEOUS RULES › LOOKING AT CARDS (cards shown).
 */
import { groupMemberFromCard, skillLevel } from '@captains-log/cards';
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, other, Z } from '../zones';
import { showsIcon } from './property-logos';
import { qIconHome } from './q-flash';
import { finding } from './target-table';
import type { VerbContext } from './verbs';

export type DoorNetQEffect = { readonly kind: 'close-your-doorway' };
export type HandSkillTarget = { readonly kind: 'your-hand-cards-with-skill'; readonly skill: string; readonly total: number };
export type ShowTargetEffect = { readonly kind: 'show-target-cards' } | { readonly kind: 'nullify-self' };

/** For the catalogue test and the README. */
export const DOOR_NET_WORDS: readonly string[] = ['q-effect:close-your-doorway', 'target:your-hand-cards-with-skill', 'effect:show-target-cards', 'effect:nullify-self'];

const RULE = 'Q-Flash (qc doorway 105_015) › opponent plays other cards drawn';

/** `player`'s face-up doorways in play without the [Shield] icon. */
export function openableDoorways(state: GameState, player: PlayerId): string[] {
  return (tableIndex(state).inPlayBy[player] ?? []).filter((instance) => instance.faceUp && bp(state, instance.iid).type === 'Doorway' && !showsIcon(bp(state, instance.iid), 'Shield')).map((instance) => instance.iid);
}

/** Runs `close-your-doorway` for the Q card `card` (the victim is `victim`): 'suspended' while the victim picks. */
export function closeYourDoorway(ctx: Ctx, card: string, victim: PlayerId, placeOn: (host: string) => void): 'suspended' | 'next' {
  const doorways = openableDoorways(ctx.state, victim);
  const title = bp(ctx.state, card).title;
  if (doorways.length === 0) {
    ctx.emit({ type: 'CardEffectResolved', card, player: other(victim), effect: `${title}: ${victim} has no doorway it may close: no effect`, rule: RULE });
    return 'next';
  }
  if (doorways.length === 1) {
    placeOn(doorways[0]!);
    return 'next';
  }
  ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player: victim, purpose: 'q-card:host', options: doorways, pick: 1 }, rule: RULE });
  return 'suspended';
}

function level(state: GameState, iid: string, skill: string): number {
  const card = bp(state, iid);
  return card.type === 'Personnel' ? skillLevel(groupMemberFromCard(card), skill) : 0;
}

export const HAND_SKILL_TARGETS = finding(['your-hand-cards-with-skill'], (state, player, spec, self) => {
  const hand = cardsIn(state, Z.hand(player)).filter((iid) => iid !== self && level(state, iid, spec.skill) > 0);
  const out: string[] = [];
  for (const [i, one] of hand.entries()) {
    if (level(state, one, spec.skill) >= spec.total) out.push(one);
    else for (const two of hand.slice(i + 1)) if (level(state, two, spec.skill) < spec.total && level(state, one, spec.skill) + level(state, two, spec.skill) >= spec.total) out.push(`${one}+${two}`);
  }
  return out;
});

export const DOOR_NET_VERBS: { readonly [K in ShowTargetEffect['kind']]: (v: VerbContext, effect: Extract<ShowTargetEffect, { kind: K }>) => void } = {
  'show-target-cards': (v) => {
    const shown = (v.target ?? '').split('+').filter((iid) => v.ctx.state.cards[iid]);
    v.ctx.emit({ type: 'CardsShown', to: other(v.player), zone: Z.hand(v.player), cards: shown.map((iid) => ({ iid, title: bp(v.ctx.state, iid).title })), source: v.card, rule: RULES.lookingAtCards });
  },
  'nullify-self': (v) => {
    const instance = v.ctx.state.cards[v.card]!;
    v.ctx.emit({ type: 'CardMoved', card: v.card, from: instance.zone, to: qIconHome(v.ctx.state, v.card, Z.discard(instance.owner)), faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: nullified`, rule: RULES.nullifiers });
  },
};
