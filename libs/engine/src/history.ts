/**
 * The effective history of a game (DESIGN.md › Judges): a rewind takes the events after its
 * revision out of effect (they stay in the log, marked rewound); the judge's own facts — calls,
 * pauses, rulings, penalties, rewinds, the seal — are never rewound.
 */
import type { EventType, GameEvent } from './types';

export const LEDGER_EVENTS: ReadonlySet<EventType> = new Set<EventType>([
  'JudgeCalled',
  'JudgeCallTaken',
  'GamePaused',
  'GameResumed',
  'RulingMade',
  'PenaltyAssessed',
  'GameRewound',
  'GameSealed',
]);

/** For each event of the log (index = revision), whether a later rewind took it out of effect. */
export function rewoundFlags(events: readonly GameEvent[]): boolean[] {
  const flags = events.map(() => false);
  events.forEach((event, at) => {
    if (event.type !== 'GameRewound') return;
    for (let revision = event.to + 1; revision < at; revision += 1)
      if (!LEDGER_EVENTS.has(events[revision]!.type)) flags[revision] = true;
  });
  return flags;
}

/** The events in effect, in log order. */
export function effectiveEvents(events: readonly GameEvent[]): GameEvent[] {
  const flags = rewoundFlags(events);
  return events.filter((_, revision) => !flags[revision]);
}
