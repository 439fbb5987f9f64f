/**
 * Issue 13: what a judge's rewind took out of effect. The replay marks those steps (`rewound`), and the
 * live table strikes them through in its log, from the events each has (DESIGN.md › Judges).
 */

/** Issue 13: the judge's own steps (never rewound). */
export const JUDGE_STEPS = new Set(['JudgeCalled', 'JudgeCallTaken', 'GamePaused', 'GameResumed', 'RulingMade', 'PenaltyAssessed', 'GameRewound', 'GameSealed']);

/** Revisions a later GameRewound took out of effect (the judge's steps excepted). */
export function rewoundRevisions(events: readonly { revision: number; type: string; data: unknown }[]): Set<number> {
  const out = new Set<number>();
  for (const e of events) {
    if (e.type !== 'GameRewound') continue;
    const to = (e.data as { to: number }).to;
    for (const other of events) if (other.revision > to && other.revision < e.revision && !JUDGE_STEPS.has(other.type)) out.add(other.revision);
  }
  return out;
}
