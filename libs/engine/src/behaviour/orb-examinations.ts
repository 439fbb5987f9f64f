/**
 * Issue 15 (helper bogborg): "plays if your [Orb] personnel is present with an Orb: examine any one card in the game
 * (once per game per Orb)" (Orb Experience, its second way).
 * Words:
 * - target `orb-examination`: `orb>card` — an Orb (a card in play characterized "Orb artifact") lying where one of your
 *   personnel showing [Orb] is (same ship, facility or planet: present), not yet used for this in the game, and a card
 *   hidden from you (face down, not in your hand: any hand, draw deck or face-down seed);
 * - effect `examine-with-orb`: the card is shown to you alone (`CardsShown`, the examined card's zone) and that Orb is
 *   spent for the game (`CardAbilityUsed`, key `Orb examination:<orb>`).
 *   1E rulebook › MISCELLANEOUS RULES › LOOKING AT CARDS; "ONCE PER GAME" AND SIMILAR LIMITS; ICONS ([Orb]).
 * Decision: "any one card in the game" is read as a card in play or in a deck, hand or seed pile that you cannot see;
 * the Orb's limit is kept per Orb card (another copy is another Orb).
 */
import { blueprintOf } from '../card-facts';
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { isInPlayZone, zoneKind, Z } from '../zones';
import { showsIcon } from './property-logos';
import { finding } from './target-table';
import type { VerbContext } from './verbs';

export type OrbExaminationTarget = { readonly kind: 'orb-examination' };
export type OrbExaminationEffect = { readonly kind: 'examine-with-orb' };

/** For the catalogue test. */
export const ORB_EXAMINATION_WORDS: readonly string[] = ['target:orb-examination', 'effect:examine-with-orb'];

const key = (player: PlayerId, orb: string) => `${player}|Orb examination:${orb}`;

/** The Orbs `player` may examine with now: face up in play where their [Orb] personnel is, not spent this game. */
function usableOrbs(state: GameState, player: PlayerId): string[] {
  const places = new Set(
    Object.values(state.cards)
      .filter((instance) => instance.owner === player && instance.faceUp && ['aboard', 'surface'].includes(zoneKind(instance.zone)))
      .filter((instance) => {
        const card = blueprintOf(state, instance.iid);
        return card.type === 'Personnel' && showsIcon(card, 'Orb');
      })
      .map((instance) => instance.zone),
  );
  if (places.size === 0) return [];
  return Object.values(state.cards)
    .filter((instance) => instance.faceUp && places.has(instance.zone) && isInPlayZone(instance.zone))
    .filter((instance) => bp(state, instance.iid).characteristics.some((c) => c.toLowerCase() === 'orb artifact'))
    .filter((instance) => state.abilityUses?.[key(player, instance.iid)] === undefined)
    .map((instance) => instance.iid);
}

export function orbExaminationTargets(state: GameState, player: PlayerId): string[] {
  const orbs = usableOrbs(state, player);
  if (orbs.length === 0) return [];
  const hidden = Object.values(state.cards)
    .filter((instance) => !instance.faceUp && instance.zone !== Z.hand(player))
    .map((instance) => instance.iid);
  return orbs.flatMap((orb) => hidden.map((iid) => `${orb}>${iid}`));
}

export const ORB_EXAMINATION_VERBS: { readonly [K in OrbExaminationEffect['kind']]: (v: VerbContext, effect: Extract<OrbExaminationEffect, { kind: K }>) => void } = {
  'examine-with-orb': (v) => {
    const state = v.ctx.state;
    const [orb, iid] = (v.target ?? '').split('>') as [string, string];
    if (!state.cards[iid] || !usableOrbs(state, v.player).includes(orb)) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'the Orb or the card is no longer there: nothing examined', rule: RULES.lookingAtCards });
      return;
    }
    v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: `Orb examination:${orb}`, turn: state.turn?.number ?? 0, rule: RULES.oncePerTurn });
    const zone = state.cards[iid]!.zone;
    v.ctx.emit({ type: 'CardsShown', to: v.player, zone, cards: [{ iid, title: bp(state, iid).title }], source: v.card, rule: RULES.lookingAtCards });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${v.player} examines one card`, rule: RULES.lookingAtCards });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const ORB_EXAMINATION_TARGETS = finding(['orb-examination'], (state, player) => orbExaminationTargets(state, player));
