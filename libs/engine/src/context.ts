/** Shared machinery for the deciders: the emitting context, problems, and common queries. */
import type { Card } from '@captains-log/cards';
import { blueprintOf } from './card-facts';
import { evolve } from './evolve';
import { Rng } from './prng';
import type { CardInstance, GameEvent, GameState, PlayerId } from './types';
import { tableIndex } from './table-index';
import { RuleViolation } from './violation';
import { cardsIn, zoneKind } from './zones';

/** A broken rule, as data (cheap to build; `decide` turns it into a thrown RuleViolation). */
export interface Problem {
  readonly code: string;
  readonly message: string;
  readonly rule: string;
}

export function problem(code: string, message: string, rule: string): Problem {
  return { code, message, rule };
}

export function raise(found: Problem | null | undefined): void {
  if (found) throw new RuleViolation(found.code, found.message, found.rule);
}

/** The game's earlier states, for a ruling that rewinds (the caller folds its log: stateAt(revision)). */
export interface PastStates {
  /** the state after the event at `revision` (0-based, as the event store counts) */
  stateAt(revision: number): GameState;
}

/** Collects events and keeps a working state that has every emitted event applied. */
export class Ctx {
  readonly events: GameEvent[] = [];
  constructor(
    public state: GameState,
    readonly past?: PastStates,
  ) {}

  private ruling: string | null = null;

  emit(event: GameEvent): void {
    const stamped = this.ruling ? { ...event, ruling: this.ruling } : event;
    this.events.push(stamped);
    this.state = evolve(this.state, stamped);
  }

  /** Emits `run`'s facts flagged as the remedy of ruling `id` (DESIGN.md › Judges). */
  underRuling(id: string, run: () => void): void {
    this.ruling = id;
    try {
      run();
    } finally {
      this.ruling = null;
    }
  }

  rng(): Rng {
    return new Rng(this.state.secret.rng);
  }
}

export function card(state: GameState, iid: string): CardInstance | undefined {
  return state.cards[iid];
}

export function bp(state: GameState, iid: string): Card {
  return blueprintOf(state, iid);
}

/** Cards a player has in play (spaceline, aboard, docked, table). Control = ownership for now. */
export function inPlayOf(state: GameState, player: PlayerId): readonly CardInstance[] {
  // Issue 17: from the table's index (table-index.ts), built once per card record.
  return tableIndex(state).inPlayBy[player];
}

export function isAt(state: GameState, iid: string, kind: string): boolean {
  const instance = state.cards[iid];
  return !!instance && zoneKind(instance.zone) === kind;
}

export function topOf(state: GameState, zone: string): string | undefined {
  return cardsIn(state, zone)[0];
}
