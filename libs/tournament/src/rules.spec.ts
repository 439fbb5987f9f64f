import { bracketOrder } from './top-cut';
import { computeRatings, expectedScore, K_BY_EVENT_LEVEL } from './ratings';
import { winDifferential, tableOutcomes } from './scoring';
import { standingsCsv, pairingsCsv, csvField } from './csv';
import { computeStandings } from './standings';
import { pairingsView, tournamentHistory } from './projections';
import { TournamentHarness } from './testing/harness';
import { TournamentRuleViolation } from './errors';
import { DEFAULT_SCORING_PROFILE } from './types';
import { defaultSwissRounds } from './decide';

function setup(players = ['a', 'b', 'c', 'd'], extra: Record<string, unknown> = {}, validateDeck?: (d: string) => { valid: boolean; errors: string[] }) {
  const h = new TournamentHarness(validateDeck ? { validateDeck } : {});
  h.run({ type: 'CreateTournament', tournamentId: 't1', name: 'Rules', game: '1E', format: 'Open', seed: 'rules-seed-123', ...extra });
  for (const id of players) h.run({ type: 'RegisterPlayer', playerId: id, name: id.toUpperCase(), deckList: 'Draw: 1 Tribble' });
  return h;
}
const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(TournamentRuleViolation);
    const v = error as TournamentRuleViolation;
    expect(v.rule).toBeTruthy();
    return v.code;
  }
  return 'no violation';
};

describe('differential (CC ruling on OPG 7.4)', () => {
  it('clamps to 0..100, gives +1 when the winner is not ahead, ±100 for concession/DQ, 0 for tie and normal bye', () => {
    expect(winDifferential(100, 40, 100)).toBe(60);
    expect(winDifferential(135, -20, 100)).toBe(100);
    expect(winDifferential(80, 95, 100)).toBe(1);
    expect(winDifferential(100, 100, 100)).toBe(1);
    expect(winDifferential(60, 20, 50)).toBe(30);
    const o = (result: Parameters<typeof tableOutcomes>[3]) => tableOutcomes(1, 'a', 'b', result, DEFAULT_SCORING_PROFILE, 100).map((x) => [x.points, x.differential]);
    expect(o({ kind: 'concession', conceded: 'b' })).toEqual([[2, 100], [0, -100]]);
    expect(o({ kind: 'disqualification', loser: 'a' })).toEqual([[0, -100], [2, 100]]);
    expect(o({ kind: 'tie' })).toEqual([[1, 0], [1, 0]]);
    expect(o({ kind: 'decks-exhausted', scores: { a: 30, b: 55 } })).toEqual([[0, -100], [2, 100]]);
    expect(o({ kind: 'decks-exhausted', scores: { a: 30, b: 30 } })).toEqual([[1, 0], [1, 0]]);
    expect(o({ kind: 'modified-win', winner: 'a', scores: { a: 70, b: 60 } })).toEqual([[1, 10], [0, -10]]);
    expect(o({ kind: 'no-show', absent: ['a', 'b'] })).toEqual([[0, 0], [0, 0]]);
  });
});

describe('lifecycle rules', () => {
  it('defaults: 75 minutes for 1E, rounds from player count, default profile', () => {
    const h = setup(['a', 'b', 'c', 'd', 'e']);
    expect(h.state.config).toMatchObject({ roundTimeLimitMinutes: 75, scoringProfile: DEFAULT_SCORING_PROFILE, topCutSize: 0, eventLevel: 'local' });
    h.run({ type: 'StartTournament' });
    expect(h.state.swissRounds).toBe(3);
    expect([4, 8, 9, 32, 33, 512].map(defaultSwissRounds)).toEqual([2, 3, 4, 5, 6, 9]);
  });

  it('validates decks with the injected validator and locks them once started', () => {
    const h = setup(['a'], {}, (d) => ({ valid: !d.includes('Illegal'), errors: ['Illegal card'] }));
    expect(h.state.players['a']!.deckCheck).toEqual({ valid: true, errors: ['Illegal card'] });
    expect(code(() => h.run({ type: 'RegisterPlayer', playerId: 'b', name: 'B', deckList: 'Illegal' }, h.player('b')))).toBe('DECK_INVALID');
    expect(code(() => h.run({ type: 'RegisterPlayer', playerId: 'c', name: 'C', deckList: 'ok' }, h.player('b')))).toBe('FORBIDDEN');
    h.run({ type: 'RegisterPlayer', playerId: 'b', name: 'B', deckList: 'ok' }, h.player('b'));
    h.run({ type: 'UpdateDeckList', playerId: 'b', deckList: 'ok 2' }, h.player('b'));
    h.run({ type: 'StartTournament' });
    expect(code(() => h.run({ type: 'UpdateDeckList', playerId: 'b', deckList: 'ok 3' }, h.player('b')))).toBe('DECK_LOCKED');
    expect(code(() => h.run({ type: 'RegisterPlayer', playerId: 'z', name: 'Z', deckList: 'ok' }, h.player('z')))).toBe('FORBIDDEN');
  });

  it('late entries get the configured rule for missed rounds; drops keep results; only a director re-enters', () => {
    const h = setup(['a', 'b', 'c', 'd'], { swissRounds: 3, lateEntryRule: 'tie' });
    h.run({ type: 'StartTournament' });
    h.run({ type: 'PairRound' });
    h.run({ type: 'StartRound', round: 1 });
    h.run({ type: 'RecordResult', round: 1, table: 1, result: { kind: 'concession', conceded: h.state.rounds[0]!.tables[0]!.b } });
    h.run({ type: 'RecordResult', round: 1, table: 2, result: { kind: 'tie' } });
    h.run({ type: 'RegisterPlayer', playerId: 'late', name: 'Late', deckList: 'x' });
    const dropper = h.state.rounds[0]!.tables[0]!.a;
    h.run({ type: 'DropPlayer', playerId: dropper }, h.player(dropper));
    expect(code(() => h.run({ type: 'ReinstatePlayer', playerId: dropper, reason: 'oops' }, h.player(dropper)))).toBe('FORBIDDEN');
    h.run({ type: 'PairRound' });
    const placed = pairingsView(h.state).flatMap((r) => [r.playerA, r.playerB]);
    expect(placed).toContain('late');
    expect(placed).not.toContain(dropper);
    const late = computeStandings(h.state).find((r) => r.playerId === 'late')!;
    expect([late.points, late.missedRounds]).toEqual([1, 1]);
    expect(computeStandings(h.state).find((r) => r.playerId === dropper)!.points).toBe(2);
    h.run({ type: 'ReinstatePlayer', playerId: dropper, reason: 'dropped by mistake' });
    h.run({ type: 'RepairRound', round: 2, reason: 're-entry' });
    expect(pairingsView(h.state).flatMap((r) => [r.playerA, r.playerB])).toContain(dropper);
  });

  it('words the creation in the history with the game named once ("1E Modern", "1E Open")', () => {
    expect(tournamentHistory(setup([]).events)[0]!.summary).toBe('created Rules (1E Open, local)');
    expect(tournamentHistory(setup([], { format: '1E Modern' }).events)[0]!.summary).toBe('created Rules (1E Modern, local)');
  });

  it('swaps and sets pairings by hand with a recorded reason, only before the round starts', () => {
    const h = setup(['a', 'b', 'c', 'd']);
    h.run({ type: 'StartTournament' });
    h.run({ type: 'PairRound' });
    const [t1, t2] = h.state.rounds[0]!.tables;
    expect(code(() => h.run({ type: 'SwapPlayers', round: 1, playerA: t1!.a, playerB: t2!.a, reason: ' ' }))).toBe('REASON_REQUIRED');
    h.run({ type: 'SwapPlayers', round: 1, playerA: t1!.a, playerB: t2!.a, reason: 'same club' });
    expect(h.state.rounds[0]!.tables[0]!.a).toBe(t2!.a);
    expect(tournamentHistory(h.events).at(-1)).toMatchObject({ type: 'PairingsAdjusted', reason: 'same club', by: 'td' });
    h.run({ type: 'StartRound', round: 1 });
    expect(code(() => h.run({ type: 'RepairRound', round: 1, reason: 'late' }))).toBe('ROUND_STARTED');
    expect(code(() => h.run({ type: 'PairRound' }))).toBe('ROUND_INCOMPLETE');
  });

  it('player report + opponent confirmation for paper games; director corrections stay in the history', () => {
    const h = setup(['a', 'b']);
    h.run({ type: 'StartTournament' });
    h.run({ type: 'PairRound' });
    h.run({ type: 'StartRound', round: 1 });
    const t = h.state.rounds[0]!.tables[0]!;
    const result = { kind: 'full-win' as const, winner: t.a, scores: { [t.a]: 100, [t.b]: 20 } };
    expect(code(() => h.run({ type: 'ReportResult', round: 1, table: 1, result }, h.player('zz')))).toBe('FORBIDDEN');
    h.run({ type: 'ReportResult', round: 1, table: 1, result }, h.player(t.a));
    expect(code(() => h.run({ type: 'ConfirmResult', round: 1, table: 1 }, h.player(t.a)))).toBe('FORBIDDEN');
    expect(computeStandings(h.state)[0]!.points).toBe(0); // pending reports do not count
    h.run({ type: 'ConfirmResult', round: 1, table: 1 }, h.player(t.b));
    expect(computeStandings(h.state)[0]).toMatchObject({ playerId: t.a, points: 2, differential: 80 });
    expect(code(() => h.run({ type: 'CorrectResult', round: 1, table: 1, result, reason: 'x' }))).toBe('NO_CHANGE');
    h.run({ type: 'CorrectResult', round: 1, table: 1, result: { kind: 'modified-win', winner: t.b, scores: { [t.a]: 40, [t.b]: 45 } }, reason: 'slip misread' });
    expect(computeStandings(h.state)[0]).toMatchObject({ playerId: t.b, points: 1, differential: 5 });
    expect(tournamentHistory(h.events).at(-1)).toMatchObject({ type: 'ResultCorrected', by: 'td', reason: 'slip misread' });
    expect(code(() => h.run({ type: 'RecordResult', round: 1, table: 1, result: { kind: 'tie' } }))).toBe('RESULT_ALREADY_RECORDED');
    expect(code(() => h.run({ type: 'CorrectResult', round: 1, table: 1, result: { kind: 'modified-win', winner: t.a, scores: { [t.a]: 40, [t.b]: 45 } }, reason: 'x' }))).toBe('MODIFIED_WIN_NEEDS_HIGHER_SCORE');
  });

  it('disqualification drops the player; a DQ cannot re-enter', () => {
    const h = setup(['a', 'b', 'c', 'd']);
    h.run({ type: 'StartTournament' });
    h.run({ type: 'PairRound' });
    h.run({ type: 'StartRound', round: 1 });
    const t = h.state.rounds[0]!.tables[0]!;
    h.run({ type: 'RecordResult', round: 1, table: 1, result: { kind: 'disqualification', loser: t.a, reason: 'conduct' } });
    expect(h.state.players[t.a]).toMatchObject({ dropped: true, disqualified: true });
    expect(code(() => h.run({ type: 'ReinstatePlayer', playerId: t.a, reason: 'x' }))).toBe('DISQUALIFIED');
  });
});

describe('top cut', () => {
  it('seeds 1 v 8 style, gives byes when not a power of two, and produces final standings', () => {
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    const players = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'];
    const h = setup(players, { swissRounds: 3, topCutSize: 6, eventLevel: 'world' });
    h.run({ type: 'StartTournament' });
    for (let r = 1; r <= 3; r += 1) {
      h.run({ type: 'PairRound' });
      h.run({ type: 'StartRound', round: r });
      for (const t of h.state.rounds[r - 1]!.tables) {
        const winner = t.a < t.b ? t.a : t.b; // lower id always wins
        h.run({ type: 'RecordResult', round: r, table: t.table, result: { kind: 'full-win', winner, scores: { [winner]: 100, [winner === t.a ? t.b : t.a]: 50 } } });
      }
    }
    expect(code(() => h.run({ type: 'FinalizeTournament' }))).toBe('TOP_CUT_PENDING');
    h.run({ type: 'StartTopCut' });
    const seeds = h.state.topCut!.seeds;
    expect(seeds).toHaveLength(6);
    h.run({ type: 'PairRound' });
    const qf = h.state.rounds.at(-1)!;
    // Bracket of 8 with 6 players: seeds 1 and 2 get byes; 4 v 5 and 3 v 6 play.
    expect(qf.byes.map((b) => b.player)).toEqual([seeds[0], seeds[1]]);
    expect(qf.tables.map((t) => [t.a, t.b])).toEqual([[seeds[3], seeds[4]], [seeds[2], seeds[5]]]);
    while (h.state.status === 'top-cut') {
      const round = h.state.rounds.at(-1)!;
      if (!round.started) h.run({ type: 'StartRound', round: round.round });
      for (const t of round.tables) {
        if (h.state.rounds.at(-1)!.tables.find((x) => x.table === t.table)!.result) continue;
        expect(code(() => h.run({ type: 'RecordResult', round: round.round, table: t.table, result: { kind: 'tie' } }))).toBe('TOP_CUT_NEEDS_WINNER');
        h.run({ type: 'RecordResult', round: round.round, table: t.table, result: { kind: 'concession', conceded: t.b } });
      }
      try {
        h.run({ type: 'PairRound' });
      } catch {
        h.run({ type: 'FinalizeTournament' });
      }
    }
    expect(h.state.finalStandings).toHaveLength(8);
    expect(h.state.finalStandings!.slice(0, 6).sort()).toEqual([...seeds].sort());
    // Elo: recomputable from the events; K = 64 at a world event.
    const { ratings, history } = computeRatings([h.events]);
    expect(history[0]!.changes.length).toBe(8);
    const total = ratings.reduce((s, r) => s + r.rating, 0);
    expect(Math.abs(total - 8 * 1500)).toBeLessThan(0.1); // zero-sum up to rounding
    expect(computeRatings([JSON.parse(JSON.stringify(h.events))]).ratings).toEqual(ratings);
    expect(K_BY_EVENT_LEVEL).toEqual({ local: 16, regional: 32, national: 32, continental: 48, world: 64 });
    expect(expectedScore(1600, 1400)).toBeCloseTo(0.7597, 4);
    // CSV exports
    const csv = standingsCsv(computeStandings(h.state));
    expect(csv.split('\r\n')[0]).toBe('rank,player_id,name,points,differential,strength_of_schedule,head_to_head,random_tiebreak,wins,modified_wins,ties,losses,byes,missed_rounds,dropped,disqualified,penalties');
    expect(csv.split('\r\n')).toHaveLength(10);
    expect(pairingsCsv(pairingsView(h.state, 1)).split('\r\n')[0]).toBe('round,phase,table,player_a_id,player_a,player_a_points,player_b_id,player_b,player_b_points,result,status');
    expect(csvField('a,"b"')).toBe('"a,""b"""');
    expect(csvField('=cmd()')).toBe("'=cmd()");
  });
});
