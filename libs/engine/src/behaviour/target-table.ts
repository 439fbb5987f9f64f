/**
 * The shape of the target table (issue 15): every target word of the vocabulary (`TargetSpec`) has
 * one finder that lists its legal targets for a player. Each module that defines target words
 * exports its part of the table, made with `finding`; behaviour/targets.ts composes the parts, the
 * way verbs.ts composes the verb tables. 1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS ›
 * Clarification: Triggered & Targeted Effects (no valid target, no play).
 */
import type { GameState, PlayerId } from '../types';
import type { TargetSpec } from './vocabulary';

export type TargetKind = TargetSpec['kind'];

/** The legal targets of one target word: players, card instances or composite ids ("a>b"), in a stable order. */
export type TargetFinder<K extends TargetKind> = (state: GameState, player: PlayerId, spec: Extract<TargetSpec, { kind: K }>, self?: string) => string[];

export type TargetTable = { readonly [K in TargetKind]: TargetFinder<K> };

/** One finder for several target words: a module's part of the target table. */
export function finding<K extends TargetKind>(kinds: readonly K[], finder: TargetFinder<K>): { readonly [P in K]: TargetFinder<P> } {
  return Object.fromEntries(kinds.map((kind) => [kind, finder])) as unknown as { readonly [P in K]: TargetFinder<P> };
}
