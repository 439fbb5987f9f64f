/**
 * Words added for battle (issue 15, battle/battle.ts). They join the unions of vocabulary.ts; their
 * handlers live in verbs-battle.ts, their target rules in targets-battle.ts (a word without a
 * handler does not compile).
 *   1E rulebook › BATTLE › Reminder: Actions and Valid Responses (responses to a just-initiated
 *   battle); INITIATING A BATTLE › Clarification: Cancelled Battles; PERSONNEL BATTLE › 2. Responses.
 */

import type { PersonnelHolder } from './vocabulary-personnel';
import type { CombatAbility } from './vocabulary-combat';
import type { StunEngaged } from './battle-stuns';

/** Personnel in a battle matched by affiliation or species (`Klingon`: the affiliation or the characteristic) and a skill. */
export interface BattleFilter {
  readonly affiliation?: string;
  readonly skill?: string;
}

export type BattleEffect =
  /** The just-initiated battle is cancelled: nothing of it happens, but every card involved is stopped. */
  | { readonly kind: 'cancel-battle' }
  /**
   * Your personnel of `species` where the personnel battle just ended attack the opposing personnel
   * there again at once, their STRENGTH multiplied by `factor` (no leader, no affiliation restrictions).
   */
  | { readonly kind: 'avenge-in-battle'; readonly species: readonly string[]; readonly factor: number }
  /** In the just-initiated personnel battle, after the combat and before the winner: `count` opposing stunned personnel, chosen at random, die. */
  | { readonly kind: 'kill-stunned-before-winner'; readonly count: number }
  /** Where the personnel battle just ended: one opposing personnel there, chosen at random, dies. */
  | { readonly kind: 'kill-random-after-battle' };

export type BattleTarget =
  /** The ship a just-initiated ship battle targets, when its owner's crew aboard meets `crew` (requirement grammar). */
  | { readonly kind: 'battle-target-ship'; readonly crew?: string }
  /** Any ship in play whose owner's crew aboard meets `crew` (requirement grammar). */
  | { readonly kind: 'ship-with-crew'; readonly crew: string }
  /** The just-initiated personnel battle (named by its window's card). */
  | { readonly kind: 'personnel-battle-just-initiated' }
  /** Your personnel in the just-initiated personnel battle (one: the first of your force), of `affiliation` or showing `icon` when given. */
  | { readonly kind: 'your-personnel-in-battle'; readonly affiliation?: string; readonly icon?: string }
  /** Where the personnel battle just ended killed one of your personnel of `species`: a surviving one of yours of that species there (one), opponents still present. */
  | { readonly kind: 'avenger-after-battle'; readonly species: readonly string[] }
  /** The just-initiated personnel battle, where you have equipment with one of these keywords (characteristics: `phaser`, `disruptor`) present. */
  | { readonly kind: 'personnel-battle-armed'; readonly keywords: readonly string[] }
  /** The personnel battle that just ended, when you lost it and opposing personnel are still there. */
  | { readonly kind: 'personnel-battle-just-lost' };

/**
 * While present with your personnel in a personnel battle: once per battle, one of your personnel of
 * these `species` who has just stunned an adversary mortally wounds it instead (used at the first
 * chance: the engine takes the stronger result, as it does for mortally wounding).
 */
export type BattleAbility =
  | { readonly kind: 'mortally-wound-stunned'; readonly species: readonly string[] }
  /** Issue 15 (personnel): its own engagements in personnel battle (vocabulary-combat.ts). */
  | CombatAbility
  /** Issue 15 (personnel-a): in personnel battle, its owner's other personnel present that `to` reaches are STRENGTH + `delta` (one per title; battle-personnel.ts). */
  | { readonly kind: 'strength-in-battle'; readonly delta: number; readonly to: PersonnelHolder }
  /** Issue 15 (personnel-a): its owner's cards at its location may initiate battle against these affiliations despite the affiliation attack restrictions (battle-personnel.ts › attackPermits). */
  | { readonly kind: 'may-attack'; readonly affiliations: readonly string[] }
  /** Issue 15 (personnel-a): in personnel battle it is paired first (the top of its side's shuffled pile; battle-personnel.ts › pairFirst). */
  | { readonly kind: 'pairs-first' }
  /** Issue 15 (battle-cards): once per battle, a personnel present stuns the adversary it just engaged (battle-stuns.ts). */
  | StunEngaged;

/** Lying on a ship: no battle may be initiated against that ship. */
export type BattleRestriction = { readonly kind: 'no-battle-against-host' };

/** The battle words other than effects (effects are known by their handlers), for the catalogue test. */
export const BATTLE_WORDS: readonly string[] = [
  'target:battle-target-ship',
  'target:ship-with-crew',
  'target:personnel-battle-just-initiated',
  'target:your-personnel-in-battle',
  'restriction:no-battle-against-host',
  'duration:present-with-target',
  'battle:mortally-wound-stunned',
  'battle:strength-in-battle',
  'battle:may-attack',
  'battle:pairs-first',
  'target:avenger-after-battle',
  'target:personnel-battle-armed',
  'target:personnel-battle-just-lost',
];
