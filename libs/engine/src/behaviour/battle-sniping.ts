/**
 * Issue 15 (probes-2): hurting one personnel at the very start of a personnel battle, before the
 * combat (Sniper: a table incident used in the initiator's response window, then a probe decides).
 * Words:
 * - target `personnel-in-battle-you-armed` (`keywords`, `planet`): one personnel in the personnel
 *   battle the player just initiated (the battle's window open), while the player has equipment with
 *   one of `keywords` (characteristics: `phaser`, `disruptor`) present there; `planet`: only a battle
 *   on a planet surface;
 * - effect `hurt-target-in-battle` (`outcome: stunned | mortally-wounded`): the target, still in the
 *   battle, is stunned or mortally wounded now (a `CombatResolved` naming the card in `by`, the target
 *   as both adversaries: the battle records it as it records a combat result). battle/battle.ts sets
 *   personnel already stunned or wounded aside at form-up, so they engage no one; a wounded one dies
 *   at resolution, as in combat.
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (2. Responses; 3. Form up; 4. Combat: stunned, mortally
 *   wounded; 6. Resolution); END OF TURN › PROBING.
 */
import { BATTLE_RULES } from '../battle/rules-battle';
import { bp } from '../context';
import type { GameState, PlayerId } from '../types';
import { cardsIn, zoneKind } from '../zones';
import { battleWindow } from './targets-battle';
import type { VerbContext } from './verbs';
import { finding } from './target-table';

export type SnipingTarget = { readonly kind: 'personnel-in-battle-you-armed'; readonly keywords: readonly string[]; readonly planet?: true };
export type SnipingEffect = { readonly kind: 'hurt-target-in-battle'; readonly outcome: 'stunned' | 'mortally-wounded' };

/** For the catalogue test. */
export const SNIPING_WORDS: readonly string[] = ['target:personnel-in-battle-you-armed', 'effect:hurt-target-in-battle'];

export function snipingTargets(state: GameState, player: PlayerId, spec: SnipingTarget): string[] {
  const battle = state.battle;
  if (battle?.kind !== 'personnel' || battle.attacker !== player || !battle.zone || !battleWindow(state)) return [];
  if (spec.planet && zoneKind(battle.zone) !== 'surface') return [];
  const armed = cardsIn(state, battle.zone).some(
    (iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Equipment' && bp(state, iid).characteristics.some((c) => spec.keywords.some((k) => c.toLowerCase() === k.toLowerCase())),
  );
  if (!armed) return [];
  return [...battle.attacking, ...battle.defending].filter((iid) => state.cards[iid]?.zone === battle.zone && bp(state, iid).type === 'Personnel');
}

export const SNIPING_VERBS: { readonly [K in SnipingEffect['kind']]: (v: VerbContext, effect: Extract<SnipingEffect, { kind: K }>) => void } = {
  'hurt-target-in-battle': (v, effect) => {
    const state = v.ctx.state;
    const target = v.target;
    const battle = state.battle;
    if (!target || !battle || state.cards[target]?.zone !== battle.zone) return;
    if ((battle.wounded ?? []).includes(target) || (effect.outcome === 'stunned' && (battle.stunned ?? []).includes(target))) return;
    v.ctx.emit({ type: 'CombatResolved', adversaries: [target, target], strengths: [0, 0], outcome: effect.outcome, loser: target, by: v.card, rule: BATTLE_RULES.combat });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const BATTLE_SNIPING_TARGETS = finding(['personnel-in-battle-you-armed'], (state, player, spec) => snipingTargets(state, player, spec));
