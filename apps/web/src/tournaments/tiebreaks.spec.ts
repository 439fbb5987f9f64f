import type { StandingRow } from '../api/tournaments';
import { whyAhead } from './tiebreaks';

const row = (name: string, over: Partial<StandingRow>): StandingRow => ({
  rank: 1,
  playerId: name,
  name,
  points: 6,
  differential: 100,
  strengthOfSchedule: 1.5,
  headToHead: null,
  randomTiebreak: 0.5,
  wins: 2,
  modifiedWins: 0,
  ties: 0,
  losses: 1,
  byes: 0,
  dropped: false,
  ...over,
});

describe('standings in words (the first key of the order that tells two players apart)', () => {
  it('names points first, then differential, strength of schedule, head-to-head and the seeded draw', () => {
    const b = row('Bashir', {});
    expect(whyAhead(row('Anya', { points: 9 }), b)).toBe('more points than Bashir (9 to 6)');
    expect(whyAhead(row('Anya', { differential: 140 }), b)).toBe(
      'level on points with Bashir; a better differential (+140 to +100)',
    );
    expect(whyAhead(row('Anya', { strengthOfSchedule: 2 }), b)).toBe(
      "level on points and differential with Bashir; tougher opponents (they averaged 2.00 points a round, Bashir's 1.50)",
    );
    expect(whyAhead(row('Anya', { headToHead: 3 }), row('Bashir', { headToHead: 0 }))).toBe(
      'level with Bashir on points, differential and opponents; more points in the games between the tied players (3 to 0)',
    );
    // head-to-head that cannot decide (not all met) falls through to the draw
    expect(whyAhead(row('Anya', { headToHead: null, randomTiebreak: 0.9 }), b)).toBe(
      "level with Bashir on every count; the event's seeded random draw puts them ahead",
    );
  });
});
