/**
 * The table's log folds a response window a player passed automatically into one line: the engine
 * records the window opening ("Kor may respond to Sito Jaxa just killed") and its automatic pass
 * ("Kor passes (automatic)") as two events, four lines per card for two players, which buried the
 * game's own moves. The record (the judge's log, the replay) keeps both events; the table shows
 * "Kor may respond to Sito Jaxa just killed — passed automatically". Pure: tested in log-folds.spec.ts.
 */
import type { VisibleEvent } from '../api/client';

/** The revisions whose line the table leaves out (an automatic pass folded into its window's line), and the windows folded. */
export function automaticPassFolds(events: ReadonlyMap<number, VisibleEvent>): { hidden: ReadonlySet<number>; passed: ReadonlySet<number> } {
  const hidden = new Set<number>();
  const passed = new Set<number>();
  for (const [revision, e] of events) {
    if (e.type !== 'ResponseWindowOpened') continue;
    const next = events.get(revision + 1);
    const window = e.data.window as { player?: unknown } | undefined;
    if (next?.type === 'ResponseWindowClosed' && next.data.automatic === true && next.data.how !== 'responded' && next.data.player === window?.player) {
      hidden.add(revision + 1);
      passed.add(revision);
    }
  }
  return { hidden, passed };
}
