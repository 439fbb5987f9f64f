/** Small command-driving harness for tests and examples: keeps state and the event log. */
import { decide } from '../decide';
import { evolve, initialTournamentState } from '../evolve';
import type { Actor, DecideOptions, TournamentCommand, TournamentEvent, TournamentState } from '../types';

type Body = TournamentCommand extends infer C ? (C extends TournamentCommand ? Omit<C, 'at' | 'actor'> : never) : never;

export class TournamentHarness {
  state: TournamentState = initialTournamentState();
  readonly events: TournamentEvent[] = [];
  private minute = 0;

  constructor(private readonly options: DecideOptions = {}) {}

  static readonly director: Actor = { id: 'td', role: 'director' };

  /** Runs one command as `actor` (default: the director) and returns its events. */
  run(body: Body, actor: Actor = TournamentHarness.director): TournamentEvent[] {
    this.minute += 1;
    const at = new Date(Date.UTC(2026, 2, 14, 10, 0) + this.minute * 60_000).toISOString();
    const events = decide(this.state, { ...body, at, actor } as TournamentCommand, this.options);
    for (const event of events) this.state = evolve(this.state, event);
    this.events.push(...events);
    return events;
  }

  /** Lets time pass before the next command (each command also takes a minute). */
  wait(minutes: number): void {
    this.minute += minutes;
  }

  player(id: string): Actor {
    return { id, role: 'player' };
  }
}
