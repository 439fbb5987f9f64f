/**
 * Issue 15 (battle2): a card played on a ship battle that suspends, for that battle, what one card adds
 * to a ship's SHIELDS (Weak Spot's other way). Words:
 * - target `ship-targeted-by-several-and-enhancer`: `ship>card` — a ship two or more ships fire on in
 *   the ship battle just initiated (as `ship-targeted-by-several`) and a card in play whose presence
 *   raises that ship's SHIELDS now (found by working the SHIELDS out without it: equipment, a card on
 *   the ship, a table card, a crew member);
 * - effect `battle-suspend-shields-enhancement`: `BattleModified { kind: 'shields-suspended' }` — until
 *   the battle ends the ship's SHIELDS lose what that card added (worked out as the effect resolves;
 *   never below 0), read by battle-modifiers.ts › battleShieldsDelta (`suspendedShieldsDelta`).
 *   1E rulebook › BATTLE › SHIP BATTLE (3. Responses, 5. Open Fire: DEFENSE is the target's SHIELDS);
 *   THE CARDS (attribute enhancements).
 * Decisions: the enhancement is measured once, as the card resolves; a card that lowers SHIELDS or adds
 * nothing is no target; one suspension per enhancing card (two copies of Weak Spot on the same card
 * count once).
 */
import { bp } from '../context';
import { RULES } from '../rules';
import { BATTLE_RULES } from '../battle/rules-battle';
import type { GameState } from '../types';
import { tableIndex } from '../table-index';
import { Z } from '../zones';
import { shipAttribute } from './ship-modifiers';
import { battleWindow } from './targets-battle';
import type { VerbContext } from './verbs';
import { finding } from './target-table';

export type ShieldsSuspensionTarget = { readonly kind: 'ship-targeted-by-several-and-enhancer' };
export type ShieldsSuspensionEffect = { readonly kind: 'battle-suspend-shields-enhancement' };

/** For the catalogue test. */
export const SHIELDS_SUSPENSION_WORDS: readonly string[] = ['target:ship-targeted-by-several-and-enhancer', 'effect:battle-suspend-shields-enhancement'];

/** The state as if `iid` were out of play (a hypothetical, to measure what it adds). */
function withoutCard(state: GameState, iid: string): GameState {
  const instance = state.cards[iid]!;
  const out = Z.out(instance.owner);
  return {
    ...state,
    cards: { ...state.cards, [iid]: { ...instance, zone: out } },
    zones: { ...state.zones, [instance.zone]: (state.zones[instance.zone] ?? []).filter((one) => one !== iid), [out]: [...(state.zones[out] ?? []), iid] },
  };
}

/** What `card` adds to the SHIELDS of `ship` now (0 when it adds nothing or lowers them). */
export function shieldsEnhancementBy(state: GameState, ship: string, card: string): number {
  if (card === ship || !state.cards[card] || !state.cards[ship]) return 0;
  return Math.max(0, shipAttribute(state, ship, 'SHIELDS') - shipAttribute(withoutCard(state, card), ship, 'SHIELDS'));
}

function targetedBySeveral(state: GameState): string[] {
  const battle = state.battle;
  if (battle?.kind !== 'ship' || !battleWindow(state)) return [];
  const out: string[] = [];
  if (battle.target && battle.attacking.length >= 2) out.push(battle.target);
  if (battle.returnFire && battle.returnFire.ships.length >= 2) out.push(battle.returnFire.target);
  return out;
}

export function shieldsSuspensionTargets(state: GameState): string[] {
  const ships = targetedBySeveral(state);
  if (ships.length === 0) return [];
  const candidates = tableIndex(state).inPlay.map((instance) => instance.iid);
  return ships.flatMap((ship) => candidates.filter((card) => bp(state, card).type !== 'Mission' && shieldsEnhancementBy(state, ship, card) > 0).map((card) => `${ship}>${card}`));
}

/** The SHIELDS the battle's suspensions take from `ship` (one per enhancing card). */
export function suspendedShieldsDelta(state: GameState, ship: string): number {
  const seen = new Set<string>();
  let delta = 0;
  for (const modifier of state.battle?.modifiers ?? []) {
    if (modifier.kind !== 'shields-suspended' || modifier.ship !== ship || seen.has(modifier.card)) continue;
    seen.add(modifier.card);
    delta -= modifier.amount;
  }
  return delta;
}

export const SHIELDS_SUSPENSION_VERBS: { readonly [K in ShieldsSuspensionEffect['kind']]: (v: VerbContext, effect: Extract<ShieldsSuspensionEffect, { kind: K }>) => void } = {
  'battle-suspend-shields-enhancement': (v) => {
    const state = v.ctx.state;
    const [ship, card] = (v.target ?? '').split('>') as [string, string];
    if (state.battle?.kind !== 'ship' || !card) return;
    const amount = shieldsEnhancementBy(state, ship, card);
    v.ctx.emit({ type: 'BattleModified', modifier: { kind: 'shields-suspended', ship, card, amount, source: v.card }, rule: BATTLE_RULES.openFire });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `the SHIELDS ${bp(state, card).title} adds (${amount}) are suspended for this battle`, target: v.target!, rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const SHIELDS_SUSPENSIONS_TARGETS = finding(['ship-targeted-by-several-and-enhancer'], (state) => shieldsSuspensionTargets(state));
