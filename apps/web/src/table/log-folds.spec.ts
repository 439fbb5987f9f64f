import type { VisibleEvent } from '../api/client';
import { automaticPassFolds } from './log-folds';

const ev = (revision: number, type: string, data: Record<string, unknown>): [number, VisibleEvent] => [revision, { revision, type, data, recordedAt: '' }];

describe('the table log folds an automatic pass into its window line', () => {
  it('folds the pass that follows its own window; keeps a pass by hand, a response, and another player’s close', () => {
    const events = new Map([
      ev(10, 'ResponseWindowOpened', { window: { player: 'p2', action: 'killed', card: 'c1' } }),
      ev(11, 'ResponseWindowClosed', { player: 'p2', how: 'passed', automatic: true }),
      ev(12, 'ResponseWindowOpened', { window: { player: 'p1', action: 'killed', card: 'c1' } }),
      ev(13, 'ResponseWindowClosed', { player: 'p1', how: 'passed', automatic: false }),
      ev(14, 'ResponseWindowOpened', { window: { player: 'p1', action: 'played', card: 'c2' } }),
      ev(15, 'ResponseWindowClosed', { player: 'p1', how: 'responded', automatic: true }),
      ev(16, 'ResponseWindowOpened', { window: { player: 'p1', action: 'played', card: 'c3' } }),
      ev(17, 'ResponseWindowClosed', { player: 'p2', how: 'passed', automatic: true }),
      ev(18, 'ResponseWindowOpened', { window: { player: 'p2', action: 'played', card: 'c4' } }),
    ]);
    const { hidden, passed } = automaticPassFolds(events);
    expect([...hidden]).toEqual([11]);
    expect([...passed]).toEqual([10]);
  });
});
