/**
 * Issue 15 (helper qcau): WEAPONS changed for one battle or one turn — "for this battle, opposing ships' WEAPONS -1
 * for each personnel aboard with CUNNING<8" and "the Borg Ship's WEAPONS = 16 this turn" (Anti-Matter Spread).
 *   - `battle-opposing-weapons-per-crew` records a `BattleModifier` (`weapons-per-crew`, battle/types-battle.ts) on
 *     the ship battle just initiated: every ship of the player's opponent that fires in it has its WEAPONS lowered by
 *     `per` for each personnel aboard it (anyone's) whose attribute, as modified, is below `below` — counted as it
 *     fires (battle/battle.ts › fire reads `battleWeaponsDelta`), never below 0. One per card title (THE CUMULATIVE RULE).
 *   - `set-roaming-weapons-this-turn` records a `CardAbilityUsed` (key `roaming WEAPONS=<n> <card>`, the turn) that
 *     self-controlled.ts › roamingBattle reads: that roaming card's WEAPONS are `n` when it attacks in this turn.
 *   1E rulebook › BATTLE › SHIP BATTLE (3. Responses; 5. Open Fire / 6. Return Fire total the WEAPONS of the ships
 *   firing); STRANGE ENCOUNTERS › SELF-CONTROLLING CARDS (Borg Ship attacks at the end of every turn).
 * Target word: `ship-battle-you-are-in` (the ship battle just initiated, you the attacker or the defender).
 */
import { memberOf } from '../attempt/requirements';
import { bp } from '../context';
import { RULES } from '../rules';
import { BATTLE_RULES } from '../battle/rules-battle';
import type { GameState, PlayerId } from '../types';
import { cardsIn, other, Z } from '../zones';
import { battleWindow } from './targets-battle';
import type { VerbContext } from './verbs';
import { finding } from './target-table';

export type BattleWeaponsTarget =
  /** The ship battle just initiated in which you attack or are attacked (named by its window's card). */
  { readonly kind: 'ship-battle-you-are-in' };

export type BattleWeaponsEffect =
  /** For this battle, each opposing ship's WEAPONS change by `per` for each personnel aboard it whose `attribute` is below `below`. */
  | { readonly kind: 'battle-opposing-weapons-per-crew'; readonly attribute: 'INTEGRITY' | 'CUNNING' | 'STRENGTH'; readonly below: number; readonly per: number }
  /** The target roaming self-controlling card's WEAPONS are `value` for the rest of this turn. */
  | { readonly kind: 'set-roaming-weapons-this-turn'; readonly value: number };

/** For the catalogue test. */
export const BATTLE_WEAPONS_WORDS: readonly string[] = ['target:ship-battle-you-are-in', 'effect:battle-opposing-weapons-per-crew', 'effect:set-roaming-weapons-this-turn'];

function battleWeaponsTargets(state: GameState, player: PlayerId, spec: BattleWeaponsTarget): string[] {
  const battle = state.battle;
  const window = battleWindow(state);
  if (!battle || !window || spec.kind !== 'ship-battle-you-are-in') return [];
  return battle.kind === 'ship' && (battle.attacker === player || battle.defender === player) ? [window.card] : [];
}

function attributeOf(state: GameState, iid: string, attribute: 'INTEGRITY' | 'CUNNING' | 'STRENGTH'): number {
  const member = memberOf(state, iid);
  return attribute === 'INTEGRITY' ? member.integrity : attribute === 'CUNNING' ? member.cunning : member.strength;
}

/** The change this battle's modifiers make to the WEAPONS of `ship` as it fires, never taking them below 0 (`weapons`: as they are otherwise). */
export function battleWeaponsDelta(state: GameState, ship: string, weapons: number): number {
  const modifiers = state.battle?.modifiers;
  if (!modifiers?.length) return 0;
  const owner = state.cards[ship]?.owner;
  const seen = new Set<string>();
  let delta = 0;
  for (const modifier of modifiers) {
    if (modifier.kind !== 'weapons-per-crew' || modifier.player !== owner) continue;
    const title = bp(state, modifier.source).title;
    if (seen.has(title)) continue;
    seen.add(title);
    const count = cardsIn(state, Z.aboard(ship)).filter((iid) => bp(state, iid).type === 'Personnel' && attributeOf(state, iid, modifier.attribute) < modifier.below).length;
    delta += count * modifier.per;
  }
  return Math.max(-Math.max(0, weapons), delta);
}

const ROAMING_KEY = 'roaming WEAPONS=';

/** The WEAPONS a roaming card has this turn: the last value a card set for it this turn, else its own. */
export function roamingWeapons(state: GameState, card: string, own: number): number {
  const turn = state.turn?.number;
  let value = own;
  for (const [key, used] of Object.entries(state.abilityUses ?? {})) {
    const title = key.slice(key.indexOf('|') + 1);
    if (used !== turn || !title.startsWith(ROAMING_KEY) || !title.endsWith(` ${card}`)) continue;
    value = Number(title.slice(ROAMING_KEY.length, title.length - card.length - 1));
  }
  return value;
}

type Handler<K extends BattleWeaponsEffect['kind']> = (v: VerbContext, effect: Extract<BattleWeaponsEffect, { kind: K }>) => void;

export const BATTLE_WEAPONS_VERBS: { readonly [K in BattleWeaponsEffect['kind']]: Handler<K> } = {
  'battle-opposing-weapons-per-crew': (v, effect) => {
    if (v.ctx.state.battle?.kind !== 'ship') return;
    v.ctx.emit({ type: 'BattleModified', modifier: { kind: 'weapons-per-crew', player: other(v.player), attribute: effect.attribute, below: effect.below, per: effect.per, source: v.card }, rule: BATTLE_RULES.openFire });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `for this battle, opposing ships' WEAPONS ${effect.per} for each personnel aboard with ${effect.attribute}<${effect.below}`, rule: RULES.cardEffects });
  },
  'set-roaming-weapons-this-turn': (v, effect) => {
    if (!v.target || !v.ctx.state.cards[v.target]) return;
    v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: `${ROAMING_KEY}${effect.value} ${v.target}`, turn: v.ctx.state.turn?.number ?? 0, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(v.ctx.state, v.target).title}: WEAPONS=${effect.value} this turn`, target: v.target, rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const BATTLE_WEAPONS_TARGETS = finding(['ship-battle-you-are-in'], (state, player, spec) => battleWeaponsTargets(state, player, spec));
