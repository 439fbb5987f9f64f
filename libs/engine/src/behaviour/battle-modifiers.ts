/**
 * Issue 15 (battle-cards): cards played on a battle just initiated that change its totals until it
 * ends — "during that battle your Klingons with Honor add INTEGRITY to STRENGTH" (Qapla'!), "for this
 * battle, reduces its SHIELDS by 4" (Weak Spot). The played card's effect records a
 * `BattleModifier` on the battle in progress (fact `BattleModified`, battle/types-battle.ts); the
 * battle reads them: `battleStrengthAdded` in each combatant's STRENGTH (personnel battle), and
 * `battleShieldsDelta` in the SHIELDS of a ship fired upon (ship battle). They end with the battle
 * (the battle state is dropped at `BattleEnded`).
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (2. Responses; 4. combat and 5. the winner use
 *   STRENGTH); SHIP BATTLE (3. Responses; 5. Open Fire / 6. Return Fire compare ATTACK to DEFENSE);
 *   MISCELLANEOUS RULES › THE CUMULATIVE RULE ("(Not cumulative.)": one per card title).
 * Words: targets `personnel-battle-against-you`, `ship-targeted-by-several`; effects
 * `battle-strength-adds-attribute`, `battle-shields` (joined to vocabulary.ts, verbs.ts and play.ts with
 * one line each).
 */
import { suspendedShieldsDelta } from './shields-suspensions';
import { memberOf } from '../attempt/requirements';
import { bp } from '../context';
import { RULES } from '../rules';
import { BATTLE_RULES } from '../battle/rules-battle';
import { skillLevel } from '@captains-log/cards';
import type { BattleModifier } from '../battle/types-battle';
import type { GameState, PlayerId } from '../types';
import { battleWindow } from './targets-battle';
import type { VerbContext } from './verbs';
import { finding } from './target-table';

export type BattleModifierTarget =
  /** The personnel battle just initiated against you (named by its window's card). */
  | { readonly kind: 'personnel-battle-against-you' }
  /** A ship fired upon by two or more ships in the ship battle just initiated: its target when two or more ships attack, the return fire's target when two or more return fire. */
  | { readonly kind: 'ship-targeted-by-several' };

export type BattleModifierEffect =
  /** Until the battle ends, your personnel in it of one of `species` with `skill` add their `attribute` to their STRENGTH. */
  | { readonly kind: 'battle-strength-adds-attribute'; readonly species: readonly string[]; readonly skill?: string; readonly attribute: 'INTEGRITY' | 'CUNNING' }
  /** Until the battle ends, the target ship's SHIELDS change by `delta`. */
  | { readonly kind: 'battle-shields'; readonly delta: number };

/** For the catalogue test. */
export const BATTLE_MODIFIER_WORDS: readonly string[] = [
  'target:personnel-battle-against-you',
  'target:ship-targeted-by-several',
  'effect:battle-strength-adds-attribute',
  'effect:battle-shields',
];

export function battleModifierTargets(state: GameState, player: PlayerId, spec: BattleModifierTarget): string[] {
  const battle = state.battle;
  const window = battleWindow(state);
  if (!battle || !window) return [];
  switch (spec.kind) {
    case 'personnel-battle-against-you':
      return battle.kind === 'personnel' && battle.defender === player ? [window.card] : [];
    case 'ship-targeted-by-several': {
      if (battle.kind !== 'ship') return [];
      const out: string[] = [];
      if (battle.target && battle.attacking.length >= 2) out.push(battle.target);
      if (battle.returnFire && battle.returnFire.ships.length >= 2) out.push(battle.returnFire.target);
      return out;
    }
  }
}

/** One per card title (the cards using these words say "(Not cumulative.)"). */
function perTitle(state: GameState, modifiers: readonly BattleModifier[]): BattleModifier[] {
  const seen = new Set<string>();
  return modifiers.filter((modifier) => {
    const key = `${modifier.kind}|${'ship' in modifier ? modifier.ship : modifier.player}|${bp(state, modifier.source).title}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What the battle's modifiers add to the STRENGTH of the personnel `iid` (0 outside a battle). */
export function battleStrengthAdded(state: GameState, iid: string): number {
  const modifiers = state.battle?.modifiers;
  if (!modifiers?.length) return 0;
  const member = memberOf(state, iid);
  const owner = state.cards[iid]!.owner;
  // Issue 15 (table-responses): every attribute of the card changed for this battle (Straight and Steady).
  const all = battleAttributesDelta(state, iid);
  let added = all;
  for (const modifier of perTitle(state, modifiers)) {
    if (modifier.kind !== 'strength-adds-attribute' || modifier.player !== owner) continue;
    if (!(member.characteristics ?? []).some((c) => modifier.species.some((name) => c.toLowerCase() === name.toLowerCase()))) continue;
    if (modifier.skill && skillLevel(member, modifier.skill) <= 0) continue;
    added += (modifier.attribute === 'INTEGRITY' ? member.integrity : member.cunning) + all;
  }
  return added;
}

/** Issue 15 (table-responses): the change to every attribute of `card` for this battle (`attributes` modifiers; 0 outside a battle). */
export function battleAttributesDelta(state: GameState, card: string): number {
  const modifiers = state.battle?.modifiers;
  if (!modifiers?.length) return 0;
  return perTitle(state, modifiers).reduce((sum, modifier) => sum + (modifier.kind === 'attributes' && modifier.cards.includes(card) ? modifier.delta : 0), 0);
}

/** The change the battle's modifiers make to the SHIELDS of `ship` (0 outside a battle). */
export function battleShieldsDelta(state: GameState, ship: string): number {
  const modifiers = state.battle?.modifiers;
  if (!modifiers?.length) return 0;
  // Issue 15 (battle2): and one card's SHIELDS enhancement suspended (behaviour/shields-suspensions.ts: Weak Spot).
  return perTitle(state, modifiers).reduce((sum, modifier) => sum + (modifier.kind === 'shields' && modifier.ship === ship ? modifier.delta : 0), 0) + battleAttributesDelta(state, ship) + suspendedShieldsDelta(state, ship);
}

/** Issue 15 (infiltration): whether the DEFENSE of `ship` is halved against `player`'s fire in this battle (Prefix Code Transmission). */
export function battleDefenseHalved(state: GameState, ship: string, player: PlayerId): boolean {
  return (state.battle?.modifiers ?? []).some((modifier) => modifier.kind === 'defense-halved' && modifier.ship === ship && modifier.player === player);
}

type Handler<K extends BattleModifierEffect['kind']> = (v: VerbContext, effect: Extract<BattleModifierEffect, { kind: K }>) => void;

export const BATTLE_MODIFIER_VERBS: { readonly [K in BattleModifierEffect['kind']]: Handler<K> } = {
  'battle-strength-adds-attribute': (v, effect) => {
    if (v.ctx.state.battle?.kind !== 'personnel') return;
    const modifier: BattleModifier = { kind: 'strength-adds-attribute', player: v.player, species: effect.species, ...(effect.skill ? { skill: effect.skill } : {}), attribute: effect.attribute, source: v.card };
    v.ctx.emit({ type: 'BattleModified', modifier, rule: BATTLE_RULES.combat });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${effect.species.join(', ')}${effect.skill ? ` with ${effect.skill}` : ''} add ${effect.attribute} to STRENGTH in this battle`, rule: RULES.cardEffects });
  },
  'battle-shields': (v, effect) => {
    if (v.ctx.state.battle?.kind !== 'ship' || !v.target) return;
    v.ctx.emit({ type: 'BattleModified', modifier: { kind: 'shields', ship: v.target, delta: effect.delta, source: v.card }, rule: BATTLE_RULES.openFire });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `SHIELDS ${effect.delta > 0 ? '+' : ''}${effect.delta} for this battle`, target: v.target, rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const BATTLE_MODIFIERS_TARGETS = finding(['personnel-battle-against-you', 'ship-targeted-by-several'], (state, player, spec) => battleModifierTargets(state, player, spec));
