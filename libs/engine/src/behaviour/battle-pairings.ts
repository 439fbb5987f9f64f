/**
 * Issue 15 (battle2): a personnel who pairs first in a personnel battle and chooses its adversary
 * (Klingon Baldric: your Worf, or one of your Klingon leaders, present with it). Words:
 * - target `your-first-pair` (`personas`, `leaderAffiliation`): `mine>theirs` — in the personnel battle
 *   just initiated (its window open), one of your personnel in it, present with this card, who is one of
 *   `personas` or a leader of `leaderAffiliation`, and an opposing personnel in it (not already stunned,
 *   wounded or kept out of it);
 * - effect `pair-first-with`: `BattleModified { kind: 'paired-first' }`; at the form-up the two go on
 *   top of their sides' combat piles, so they engage each other first (battle/battle.ts ›
 *   resolvePersonnelBattle reads `declaredPairings`).
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (2. Responses, 3. Form Up, 4. Combat: the top cards of the
 *   piles engage in pairs).
 * Decisions: the choice is made in the battle's response window, before the piles are formed (the card
 * lets the player pick the pairing, so nothing random is left to wait for); if both players declare a
 * first pair, the declarations are applied in the order made: the first declared engages first, the
 * next second; a declaration whose personnel is gone or out of the battle is ignored.
 */
import { bp } from '../context';
import { RULES } from '../rules';
import { BATTLE_RULES } from '../battle/rules-battle';
import { isLeader } from '../battle/battle';
import type { GameState, PlayerId } from '../types';
import { battleWindow } from './targets-battle';
import { excludedFromBattle } from './battle-exclusions';
import type { VerbContext } from './verbs';
import { finding } from './target-table';
import { isTitled } from '../card-facts';

export type BattlePairingTarget = { readonly kind: 'your-first-pair'; readonly personas: readonly string[]; readonly leaderAffiliation: string };
export type BattlePairingEffect = { readonly kind: 'pair-first-with' };

/** For the catalogue test. */
export const BATTLE_PAIRING_WORDS: readonly string[] = ['target:your-first-pair', 'effect:pair-first-with'];

function fighting(state: GameState): string[] {
  const battle = state.battle;
  if (battle?.kind !== 'personnel') return [];
  const out = new Set([...excludedFromBattle(state), ...(battle.stunned ?? []), ...(battle.wounded ?? [])]);
  return [...battle.attacking, ...battle.defending].filter((iid) => state.cards[iid]?.zone === battle.zone && !out.has(iid));
}

export function battlePairingTargets(state: GameState, player: PlayerId, spec: BattlePairingTarget, self: string | undefined): string[] {
  const battle = state.battle;
  if (battle?.kind !== 'personnel' || !battleWindow(state) || !self || state.cards[self]?.zone !== battle.zone) return [];
  const inIt = fighting(state);
  const mine = inIt.filter((iid) => {
    if (state.cards[iid]!.owner !== player) return false;
    const card = bp(state, iid);
    const named = spec.personas.some((name) => isTitled(card, name) || card.persona.includes(name));
    return named || ((card.affiliations as readonly string[]).includes(spec.leaderAffiliation) && isLeader(state, iid));
  });
  const theirs = inIt.filter((iid) => state.cards[iid]!.owner !== player);
  return mine.flatMap((a) => theirs.map((d) => `${a}>${d}`));
}

/** The first pairs declared for the battle in progress, in the order declared. */
export function declaredPairings(state: GameState): { mine: string; theirs: string }[] {
  return (state.battle?.modifiers ?? []).flatMap((modifier) => (modifier.kind === 'paired-first' ? [{ mine: modifier.card, theirs: modifier.adversary }] : []));
}

/** The combat piles with the declared pairs moved to the top, each pair at the same depth. */
export function withDeclaredPairings(state: GameState, piles: Record<PlayerId, string[]>): Record<PlayerId, string[]> {
  const pairings = declaredPairings(state);
  if (pairings.length === 0) return piles;
  const owner = (iid: string) => state.cards[iid]!.owner;
  const top: Record<PlayerId, string[]> = { p1: [], p2: [] };
  for (const { mine, theirs } of pairings) {
    const a = owner(mine);
    const d = owner(theirs);
    if (a === d || !piles[a].includes(mine) || !piles[d].includes(theirs) || top[a].includes(mine) || top[d].includes(theirs)) continue;
    top[a].push(mine);
    top[d].push(theirs);
  }
  return {
    p1: [...top.p1, ...piles.p1.filter((iid) => !top.p1.includes(iid))],
    p2: [...top.p2, ...piles.p2.filter((iid) => !top.p2.includes(iid))],
  };
}

export const BATTLE_PAIRING_VERBS: { readonly [K in BattlePairingEffect['kind']]: (v: VerbContext, effect: Extract<BattlePairingEffect, { kind: K }>) => void } = {
  'pair-first-with': (v) => {
    const state = v.ctx.state;
    const [mine, theirs] = (v.target ?? '').split('>') as [string, string];
    if (state.battle?.kind !== 'personnel' || !theirs) return;
    v.ctx.emit({ type: 'BattleModified', modifier: { kind: 'paired-first', player: v.player, card: mine, adversary: theirs, source: v.card }, rule: BATTLE_RULES.formUp });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(state, mine).title} pairs first, against ${bp(state, theirs).title}`, target: v.target!, rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const BATTLE_PAIRINGS_TARGETS = finding(['your-first-pair'], (state, player, spec, self) => battlePairingTargets(state, player, spec, self));
