/**
 * Issue 15 (helper random): an equipment used at the start of a personnel battle it is present at
 * (Tommygun), in its owner's response window to the battle just initiated. Words:
 * - target `personnel-battle-where-this-is`: the personnel battle just initiated (its window open) at
 *   the place where the acting card lies (activated, when it is a hologram), with opposing personnel in it;
 * - effect `stun-random-opposing-in-battle`: one opposing personnel in the battle, not yet stunned or
 *   mortally wounded, is picked at random (behaviour/random-selection.ts: a selection that hurts its
 *   owner, so Change of Heart may answer it) and stunned (a `CombatResolved` naming the card in `by`,
 *   as battle-sniping.ts records a hurt before the combat);
 * - effect `erase-opposing-holograms-present`: the opposing [Holo] personnel present are erased
 *   (discarded). "Up to" any number, your choice: the engine erases every opposing one and none of
 *   yours.
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (2. Responses; 4. Combat: stunned); MISCELLANEOUS RULES ›
 *   RANDOM SELECTION; HOLOGRAPHIC PERSONNEL AND EQUIPMENT (erased: discarded).
 */
import { leavePlay } from '../attempt/leaving-play';
import { BATTLE_RULES } from '../battle/rules-battle';
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn } from '../zones';
import { isDeactivated, isHologram } from './holograms';
import { selectAtRandom } from './random-selection';
import { weaponHurt } from './verbs-events-c';
import { finding } from './target-table';
import { battleWindow } from './targets-battle';
import type { VerbContext } from './verbs';

export type BattleHereTarget = { readonly kind: 'personnel-battle-where-this-is' };
export type BattleRandomEffect = { readonly kind: 'stun-random-opposing-in-battle' } | { readonly kind: 'erase-opposing-holograms-present' };

/** For the catalogue test. */
export const BATTLE_RANDOM_WORDS: readonly string[] = ['target:personnel-battle-where-this-is', 'effect:stun-random-opposing-in-battle', 'effect:erase-opposing-holograms-present'];

/** Opposing personnel in the battle, still at its place. */
function opposingInBattle(state: GameState, player: PlayerId): string[] {
  const battle = state.battle;
  if (battle?.kind !== 'personnel' || !battle.zone) return [];
  return [...battle.attacking, ...battle.defending].filter((iid) => state.cards[iid]?.zone === battle.zone && state.cards[iid]!.owner !== player && bp(state, iid).type === 'Personnel');
}

export function battleHereTargets(state: GameState, player: PlayerId, self: string | undefined): string[] {
  const window = battleWindow(state);
  const battle = state.battle;
  // A holographic card (Tommygun) works only where holograms are activated (holograms.ts › isDeactivated).
  if (!window || !self || battle?.kind !== 'personnel' || state.cards[self]?.zone !== battle.zone || isDeactivated(state, self)) return [];
  return opposingInBattle(state, player).length > 0 ? [window.card] : [];
}

type Handler<K extends BattleRandomEffect['kind']> = (v: VerbContext, effect: Extract<BattleRandomEffect, { kind: K }>) => void;

export const BATTLE_RANDOM_VERBS: { readonly [K in BattleRandomEffect['kind']]: Handler<K> } = {
  'stun-random-opposing-in-battle': (v) => {
    const state = v.ctx.state;
    const hurt = new Set([...(state.battle?.stunned ?? []), ...(state.battle?.wounded ?? [])]);
    const candidates = opposingInBattle(state, v.player).filter((iid) => !hurt.has(iid));
    const title = bp(state, v.card).title;
    const [victim] = selectAtRandom(v.ctx, { purpose: `${title}: stunned`, candidates, hurts: true });
    // Issue 15 (lead): a [Holo] weapon mortally wounds instead while Disengage Safety Protocols is in play (verbs-events-c.ts › weaponHurt).
    const outcome = weaponHurt(v.ctx.state, v.card);
    if (victim) v.ctx.emit({ type: 'CombatResolved', adversaries: [victim, victim], strengths: [0, 0], outcome, loser: victim, by: v.card, rule: `${BATTLE_RULES.combat}; ${RULES.randomSelection}` });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: victim ? `${bp(v.ctx.state, victim).title} ${outcome === 'stunned' ? 'stunned' : 'mortally wounded'}` : 'no opposing personnel to stun', rule: RULES.cardEffects });
  },
  'erase-opposing-holograms-present': (v) => {
    const state = v.ctx.state;
    const zone = state.cards[v.card]?.zone;
    const holograms = zone ? cardsIn(state, zone).filter((iid) => state.cards[iid]!.owner !== v.player && bp(state, iid).type === 'Personnel' && isHologram(bp(state, iid))) : [];
    for (const iid of holograms) leavePlay(v.ctx, iid, 'discarded', v.card, undefined, holograms);
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${holograms.length} opposing hologram(s) erased`, rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const BATTLE_RANDOM_TARGETS = finding(['personnel-battle-where-this-is'], (state, player, _spec, self) => battleHereTargets(state, player, self));
