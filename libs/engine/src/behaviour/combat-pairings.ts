/**
 * Issue 15 (helper pairs): responses to one pairing of a personnel battle's combat stage ("a personnel who just
 * engaged yours in combat"). The combat stage (battle/battle.ts › runCombat) pauses as each pairing is revealed,
 * before it is fought, and once after the last one, before the winner is determined; the piles and where it stands
 * live in `BattleState.combat` (`CombatPilesFormed`, `CombatPaused`).
 *   1E rulebook › BATTLE › PERSONNEL BATTLE › 4. Combat (the top combatants are revealed, then fight), Clarifications:
 *   Response Precedence in the Combat Stage ("if both players wish to respond to a combat pairing, the player whose
 *   turn it is has the first opportunity"); MISCELLANEOUS RULES › Clarification: Timing ("each engagement is a
 *   separate action within the larger action of the battle"); GETTING HURT › DISABLED, KILLED.
 * Words:
 * - window `combat-pairing` (joins vocabulary-windows.ts › WindowsAction; an ability window too,
 *   vocabulary-response-abilities.ts): `cards` the pairing revealed (attacker's combatant first; none after the last
 *   pairing); the turn player answers first (`player`), then the other (`by`). Like the windows of
 *   vocabulary-attempt-windows.ts › SCOPED_WINDOWS it opens only when a player answers every window explicitly
 *   (scopedWindowMayOpen), so a battle of players on automatic pass resolves in one pass as before.
 * - target `adversary-engaging-yours` (`yours`, `adversary`: PersonnelFilter; `notSpecies`; `presentWithSelf`): the
 *   revealed adversary of your combatant in the pairing, both still able to fight (`presentWithSelf`: this card is in
 *   the battle's place; once per battle per copy).
 * - target `wounded-in-battle` (`user`: one of your personnel matching it in the battle, still able to fight;
 *   `notSpecies`; `presentWithSelf`): a personnel mortally wounded in this battle, still there.
 * - effects `wound-adversary` (`engagesNext`: your combatant stays to engage the next adversary), `stun-adversary`,
 *   `kill-adversary-and-yours` (the target and your combatant engaged with it die), `wounded-to-disabled`.
 * Decisions: a pairing one of whose adversaries a response took out is not fought; both sides reveal their next
 * combatant, except a combatant a response lets stay (`CombatResponded.stays`). A response closes the window it
 * answers: one response per player per pairing.
 */
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import { BATTLE_RULES } from '../battle/rules-battle';
import { leavePlay } from '../attempt/leaving-play';
import { memberOf } from '../attempt/requirements';
import type { GameState, PlayerId } from '../types';
import { other } from '../zones';
import { openFor, topWindow } from './responses';
import { scopedWindowMayOpen } from './vocabulary-attempt-windows';
import { personnelMatches } from './personnel-filter';
import type { PersonnelFilter } from './vocabulary-events2';
import type { VerbContext } from './verbs';
import { finding } from './target-table';

export type CombatPairingWindowAction = 'combat-pairing';

export type CombatPairingTarget =
  | { readonly kind: 'adversary-engaging-yours'; readonly yours?: PersonnelFilter; readonly adversary?: PersonnelFilter; readonly notSpecies?: string; readonly presentWithSelf?: true }
  | { readonly kind: 'wounded-in-battle'; readonly user?: PersonnelFilter; readonly notSpecies?: string; readonly presentWithSelf?: true };

export type CombatPairingEffect =
  | { readonly kind: 'wound-adversary'; readonly engagesNext?: true }
  | { readonly kind: 'stun-adversary' }
  | { readonly kind: 'kill-adversary-and-yours' }
  | { readonly kind: 'wounded-to-disabled' };

/** For the catalogue test. */
export const COMBAT_PAIRING_WORDS: readonly string[] = [
  'window:combat-pairing',
  'target:adversary-engaging-yours',
  'target:wounded-in-battle',
  'effect:wound-adversary',
  'effect:stun-adversary',
  'effect:kill-adversary-and-yours',
  'effect:wounded-to-disabled',
];

/** Whether the combat stage may pause for a pairing's responses: the scoped windows' guard (a player answering every window). */
export function combatWindowMayOpen(state: GameState): boolean {
  return scopedWindowMayOpen(state);
}

/** Opens the pairing's windows: the turn player first, then the other (Response Precedence in the Combat Stage). */
export function openCombatWindow(ctx: Ctx, pairing: readonly [string, string] | null): void {
  const battle = ctx.state.battle!;
  const first = ctx.state.turn?.player ?? battle.attacker;
  openFor(ctx, { action: 'combat-pairing', card: pairing?.[0] ?? battle.defending[0]!, ...(pairing ? { cards: [...pairing] } : {}), by: other(first), player: first }, true);
}

/** The pairing on the top `combat-pairing` window, when the battle paused there. */
function pairingNow(state: GameState): readonly [string, string] | null {
  const top = topWindow(state);
  const pairing = state.battle?.combat?.pairing;
  return top?.action === 'combat-pairing' && pairing ? pairing : null;
}

function fighting(state: GameState, iid: string): boolean {
  const battle = state.battle!;
  const instance = state.cards[iid];
  return !!instance && instance.zone === battle.zone && !instance.disabled && !(battle.stunned ?? []).includes(iid) && !(battle.wounded ?? []).includes(iid);
}

function ofSpecies(state: GameState, iid: string, species: string | undefined): boolean {
  if (!species) return false;
  return (memberOf(state, iid).characteristics ?? []).some((one) => one.toLowerCase().split('/').includes(species.toLowerCase()));
}

/** `presentWithSelf`: the card is in the battle's place and has not answered a pairing of this battle yet. */
function selfReady(state: GameState, self: string | undefined, present: boolean | undefined): boolean {
  if (!present) return true;
  return !!self && state.cards[self]?.zone === state.battle?.zone && !(state.battle?.combat?.responses ?? []).includes(self);
}

export function combatPairingTargets(state: GameState, player: PlayerId, spec: CombatPairingTarget, self?: string): string[] {
  const battle = state.battle;
  if (battle?.kind !== 'personnel' || topWindow(state)?.action !== 'combat-pairing' || !selfReady(state, self, spec.presentWithSelf)) return [];
  if (spec.kind === 'wounded-in-battle') {
    const user = spec.user;
    if (user && ![...battle.attacking, ...battle.defending].some((iid) => state.cards[iid]?.owner === player && fighting(state, iid) && personnelMatches(bp(state, iid), user))) return [];
    return (battle.wounded ?? []).filter((iid) => state.cards[iid]?.zone === battle.zone && bp(state, iid).type === 'Personnel' && !ofSpecies(state, iid, spec.notSpecies));
  }
  const pairing = pairingNow(state);
  if (!pairing) return [];
  const mine = pairing.find((iid) => state.cards[iid]?.owner === player);
  const theirs = pairing.find((iid) => iid !== mine);
  if (!mine || !theirs || !fighting(state, mine) || !fighting(state, theirs)) return [];
  if (spec.yours && !personnelMatches(bp(state, mine), spec.yours)) return [];
  if (spec.adversary && !personnelMatches(bp(state, theirs), spec.adversary)) return [];
  if (ofSpecies(state, theirs, spec.notSpecies)) return [];
  return [theirs];
}

/** Your combatant engaged with the target in the paused pairing. */
function yoursEngaged(state: GameState, target: string): string | undefined {
  const pairing = state.battle?.combat?.pairing;
  return pairing?.includes(target) ? pairing.find((iid) => iid !== target) : undefined;
}

function responded(v: VerbContext, target: string, outcome: 'stunned' | 'mortally-wounded' | 'killed' | 'disabled', stays?: string): boolean {
  if (v.ctx.state.battle?.kind !== 'personnel' || !v.ctx.state.battle.combat || !v.ctx.state.cards[target]) return false;
  v.ctx.emit({ type: 'CombatResponded', source: v.card, player: v.player, target, outcome, ...(stays ? { stays } : {}), rule: BATTLE_RULES.combat });
  return true;
}

function resolved(v: VerbContext, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

export const COMBAT_PAIRING_VERBS: { readonly [K in CombatPairingEffect['kind']]: (v: VerbContext, effect: Extract<CombatPairingEffect, { kind: K }>) => void } = {
  'wound-adversary': (v, effect) => {
    const stays = effect.engagesNext ? yoursEngaged(v.ctx.state, v.target!) : undefined;
    if (responded(v, v.target!, 'mortally-wounded', stays)) resolved(v, stays ? 'adversary mortally wounded; yours engages the next adversary' : 'adversary mortally wounded');
  },
  'stun-adversary': (v) => {
    if (responded(v, v.target!, 'stunned')) resolved(v, 'adversary stunned');
  },
  'kill-adversary-and-yours': (v) => {
    const yours = yoursEngaged(v.ctx.state, v.target!);
    if (!responded(v, v.target!, 'killed')) return;
    const dying = [v.target!, ...(yours ? [yours] : [])];
    for (const iid of dying) leavePlay(v.ctx, iid, 'killed', v.card, undefined, dying);
    resolved(v, 'adversary and your personnel engaged with it killed');
  },
  'wounded-to-disabled': (v) => {
    if (!responded(v, v.target!, 'disabled')) return;
    v.ctx.emit({ type: 'PersonnelDisabled', card: v.target!, source: v.card, rule: RULES.disabled });
    resolved(v, 'mortally wounded personnel disabled instead');
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const COMBAT_PAIRING_TARGETS = finding(['adversary-engaging-yours', 'wounded-in-battle'], (state, player, spec, self) => combatPairingTargets(state, player, spec, self));
