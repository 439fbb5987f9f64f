/**
 * Issue 15 (battle-cards): at the start of a personnel battle you initiated, each of your personnel in
 * it with a skill at a level may kill one opposing personnel in it of lower CUNNING (I Do Not Take
 * Orders From You!: Treachery x2). Words:
 * - target `victims-of-your-skilled-in-battle` (`skill`, `level`): a set of opposing personnel in the
 *   personnel battle you just initiated (`a+b`), each the victim of a different personnel of yours
 *   there with `skill` at `level` or more and higher CUNNING (a matching exists); the battle's own
 *   window must be the innermost (not a response to a response), so one such card per battle;
 * - effect `kill-target-set`: every personnel of the set is killed (the card as the source).
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (2. Responses, before the combat); GETTING HURT › KILLED.
 * The "may" is the choice of the set: any non-empty set a matching allows is offered (legalCommands
 * lists each; at most 64 sets are listed, the smallest first).
 */
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { leavePlay } from '../attempt/leaving-play';
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import type { VerbContext } from './verbs';
import { finding } from './target-table';

export type OpeningKillTarget = { readonly kind: 'victims-of-your-skilled-in-battle'; readonly skill: string; readonly level: number };
export type OpeningKillEffect = { readonly kind: 'kill-target-set' };

/** For the catalogue test. */
export const OPENING_KILL_WORDS: readonly string[] = ['target:victims-of-your-skilled-in-battle', 'effect:kill-target-set'];

const MAX_SETS = 64;

/** Whether each victim can be given a different killer of higher CUNNING (a bipartite matching, by augmenting paths). */
function matchable(victims: readonly string[], killers: readonly string[], cunning: (iid: string) => number): boolean {
  const owner = new Map<string, string>();
  const assign = (victim: string, seen: Set<string>): boolean => {
    for (const killer of killers) {
      if (seen.has(killer) || cunning(killer) <= cunning(victim)) continue;
      seen.add(killer);
      const held = owner.get(killer);
      if (held === undefined || assign(held, seen)) {
        owner.set(killer, victim);
        return true;
      }
    }
    return false;
  };
  return victims.every((victim) => assign(victim, new Set()));
}

export function openingKillTargets(state: GameState, player: PlayerId, spec: OpeningKillTarget): string[] {
  const battle = state.battle;
  const windows = state.windows ?? [];
  const top = windows[windows.length - 1];
  if (battle?.kind !== 'personnel' || battle.attacker !== player || top?.action !== 'battle-initiated') return [];
  const here = (iid: string) => state.cards[iid]?.zone === battle.zone;
  const cunning = (iid: string) => memberOf(state, iid).cunning;
  const killers = battle.attacking.filter((iid) => here(iid) && state.cards[iid]!.owner === player && skillLevel(memberOf(state, iid), spec.skill) >= spec.level);
  if (killers.length === 0) return [];
  const candidates = battle.defending.filter((iid) => here(iid) && bp(state, iid).type === 'Personnel' && killers.some((killer) => cunning(killer) > cunning(iid))).sort();
  const out: string[] = [];
  // Sets by size, smallest first; each set in the candidates' order.
  const grow = (size: number, from: number, chosen: string[]) => {
    if (out.length >= MAX_SETS) return;
    if (chosen.length === size) {
      if (matchable(chosen, killers, cunning)) out.push(chosen.join('+'));
      return;
    }
    for (let index = from; index < candidates.length; index += 1) grow(size, index + 1, [...chosen, candidates[index]!]);
  };
  for (let size = 1; size <= Math.min(killers.length, candidates.length); size += 1) grow(size, 0, []);
  return out;
}

type Handler<K extends OpeningKillEffect['kind']> = (v: VerbContext, effect: Extract<OpeningKillEffect, { kind: K }>) => void;

export const OPENING_KILL_VERBS: { readonly [K in OpeningKillEffect['kind']]: Handler<K> } = {
  'kill-target-set': (v) => {
    const victims = (v.target ?? '').split('+').filter((iid) => iid && v.ctx.state.cards[iid] && v.ctx.state.cards[iid]!.zone === v.ctx.state.battle?.zone);
    for (const iid of victims) leavePlay(v.ctx, iid, 'killed', v.card, undefined, victims);
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${victims.length} opposing personnel killed`, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const BATTLE_OPENING_KILLS_TARGETS = finding(['victims-of-your-skilled-in-battle'], (state, player, spec) => openingKillTargets(state, player, spec));
