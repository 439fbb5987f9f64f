/**
 * Test support for judges: a game log kept as batches (one per command, as the service appends
 * them), deciding with the log's past states so rulings can rewind, and recording the batches for
 * re-validation.
 */
import { decide } from '../decide';
import { evolve, evolveAll } from '../evolve';
import type { Decide, RecordedBatch } from '../revalidate';
import type { Command, GameEvent, GameState } from '../types';

export class JudgeLog {
  readonly events: GameEvent[];
  readonly batches: RecordedBatch[] = [];
  state: GameState;

  constructor(
    events: readonly GameEvent[] = [],
    private readonly decider: Decide = decide,
  ) {
    this.events = [...events];
    this.state = evolveAll(this.events);
    if (events.length > 0) this.batches.push({ revision: 0, command: null, events: [...events] });
  }

  /** The state after the event at `revision`, folded from the start. */
  stateAt(revision: number): GameState {
    return evolveAll(this.events.slice(0, revision + 1));
  }

  get head(): number {
    return this.events.length - 1;
  }

  /** Decides `command` on the current state (with the past for rewinds) and appends its events. */
  run(command: Command): GameEvent[] {
    const produced = this.decider(this.state, command, {
      stateAt: (revision) => this.stateAt(revision),
    });
    this.batches.push({ revision: this.events.length, command, events: produced });
    for (const event of produced) {
      this.events.push(event);
      this.state = evolve(this.state, event);
    }
    return produced;
  }
}
