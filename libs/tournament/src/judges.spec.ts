import { TournamentRuleViolation } from './errors';
import { tournamentHistory } from './projections';
import { computeStandings } from './standings';
import { standingsCsv } from './csv';
import { TournamentHarness } from './testing/harness';

/**
 * Issue 13: judges in the tournament — accounts added as judges, rulings recorded with the game as
 * their cause, penalties reflected in standings (1E rulebook › WHAT HAPPENS WHEN I BREAK A RULE? ›
 * sanctions may be imposed), a disqualification drops the player, a sealed game's result corrected.
 */
describe('judges in the tournament', () => {
  const RULINGS = 'tournament rules › judges: penalties and rulings with the game as their cause';
  const paired = () => {
    const h = new TournamentHarness();
    h.run({
      type: 'CreateTournament',
      tournamentId: 't',
      name: 'Rulings',
      game: '1E',
      format: 'Open',
      seed: 'judge-seed-1234',
    });
    for (const id of ['a', 'b', 'c', 'd'])
      h.run({ type: 'RegisterPlayer', playerId: id, name: id.toUpperCase(), deckList: 'x' });
    h.run({ type: 'StartTournament' });
    h.run({ type: 'PairRound' });
    h.run({ type: 'StartRound', round: 1 });
    const table = h.state.rounds[0]!.tables[0]!;
    h.run({
      type: 'RecordResult',
      round: 1,
      table: table.table,
      result: { kind: 'full-win', winner: table.a, scores: { [table.a]: 100, [table.b]: 35 } },
      gameId: 'g-1',
    });
    return { h, table };
  };
  const code = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      expect(error).toBeInstanceOf(TournamentRuleViolation);
      return (error as TournamentRuleViolation).code;
    }
    return 'no violation';
  };

  it('a judge call in a game is noted in the history (from the game service only)', () => {
    const { h, table } = paired();
    const system = { id: 'game-service', role: 'system' as const };
    expect(
      h.run(
        {
          type: 'NoteJudgeCall',
          gameId: 'g-1',
          call: 'call-1',
          calledBy: table.a,
          text: 'wrong beam',
          revision: 12,
          round: 1,
        },
        system,
      ),
    ).toEqual([
      expect.objectContaining({
        type: 'JudgeCallNoted',
        gameId: 'g-1',
        call: 'call-1',
        calledBy: table.a,
        text: 'wrong beam',
        revision: 12,
        round: 1,
        rule: RULINGS,
      }),
    ]);
    expect(tournamentHistory(h.events).at(-1)!.summary).toBe(
      `judge called by ${table.a.toUpperCase()} in game g-1 (round 1) about event 12: “wrong beam” (call-1)`,
    );
    expect(
      code(() =>
        h.run(
          {
            type: 'NoteJudgeCall',
            gameId: 'g-1',
            call: 'call-2',
            calledBy: table.a,
            text: 'x',
            revision: null,
          },
          { id: table.a, role: 'player' },
        ),
      ),
    ).toBe('FORBIDDEN');
  });

  it('a director adds a judge; twice is refused', () => {
    const { h } = paired();
    expect(h.run({ type: 'AddJudge', accountId: 'j1', name: 'Jadzia' })).toEqual([
      expect.objectContaining({
        type: 'JudgeAdded',
        accountId: 'j1',
        name: 'Jadzia',
        rule: 'platform rule › roles: what players and directors may do',
      }),
    ]);
    expect(h.state.judges).toEqual(['j1']);
    expect(code(() => h.run({ type: 'AddJudge', accountId: 'j1' }))).toBe('ALREADY_JUDGE');
  });

  it('a director removes an added judge (not a director, not twice, not a player doing it); the history keeps both', () => {
    const { h } = paired();
    h.run({ type: 'AddJudge', accountId: 'j1', name: 'Jadzia' });
    expect(code(() => h.run({ type: 'RemoveJudge', accountId: 'j1' }, { id: 'a', role: 'player' }))).toBe('FORBIDDEN');
    expect(h.run({ type: 'RemoveJudge', accountId: 'j1' })).toEqual([
      expect.objectContaining({ type: 'JudgeRemoved', accountId: 'j1', name: 'Jadzia', rule: 'platform rule › roles: what players and directors may do' }),
    ]);
    expect(h.state.judges).toEqual([]);
    expect(code(() => h.run({ type: 'RemoveJudge', accountId: 'j1' }))).toBe('NOT_A_JUDGE');
    expect(code(() => h.run({ type: 'RemoveJudge', accountId: TournamentHarness.director.id }))).toBe('NOT_A_JUDGE');
    const history = tournamentHistory(h.events).map((e) => e.summary);
    expect(history).toContain('Jadzia added as a judge');
    expect(history).toContain('Jadzia no longer judges');
    // added again later: judges again
    h.run({ type: 'AddJudge', accountId: 'j1' });
    expect(h.state.judges).toEqual(['j1']);
  });

  it('a caution from a game ruling is recorded with the game and the ruling as its cause and shows in standings and history', () => {
    const { h, table } = paired();
    const events = h.run({
      type: 'RecordRuling',
      gameId: 'g-1',
      ruling: 'ruling-1',
      call: 'call-1',
      judge: 'td',
      decision: 'slow play',
      ruleApplied: 'r',
      penalty: { playerId: table.b, penalty: 'caution' },
    });
    expect(events.map((e) => e.type)).toEqual(['RulingRecorded', 'PenaltyRecorded']);
    expect(events[1]).toMatchObject({
      playerId: table.b,
      penalty: 'caution',
      gameId: 'g-1',
      ruling: 'ruling-1',
      round: 1,
      rule: RULINGS,
    });
    expect(computeStandings(h.state).find((r) => r.playerId === table.b)!.penalties).toEqual([
      { penalty: 'caution', gameId: 'g-1', round: 1 },
    ]);
    expect(tournamentHistory(h.events).at(-1)!.summary).toContain('penalty: caution');
    // and in the standings export
    const row = standingsCsv(computeStandings(h.state))
      .split('\r\n')
      .find((l) => l.includes(`,${table.b},`))!;
    expect(row.endsWith(',caution')).toBe(true);
  });

  it('a disqualification drops the player; a sealed game’s result is corrected by a ruling', () => {
    const { h, table } = paired();
    const dq = h.run({
      type: 'RecordRuling',
      gameId: 'g-1',
      ruling: null,
      judge: 'td',
      decision: 'marked cards',
      ruleApplied: 'r',
      penalty: { playerId: table.a, penalty: 'disqualification' },
    });
    expect(dq.map((e) => e.type)).toEqual(['RulingRecorded', 'PenaltyRecorded', 'PlayerDropped']);
    expect(h.state.players[table.a]).toMatchObject({ dropped: true, disqualified: true });
    const corrected = h.run({
      type: 'RecordRuling',
      gameId: 'g-1',
      ruling: null,
      judge: 'td',
      decision: 'the win stands reversed',
      ruleApplied: 'r',
      result: { kind: 'game-loss', loser: table.a },
    });
    expect(corrected.map((e) => e.type)).toEqual(['RulingRecorded', 'ResultCorrected']);
    expect(h.state.rounds[0]!.tables[0]!.result).toEqual({ kind: 'game-loss', loser: table.a });
    const other = h.state.rounds[0]!.tables[1]!;
    expect(
      h.run({
        type: 'RecordRuling',
        gameId: 'g-2',
        ruling: 'ruling-1',
        judge: 'td',
        decision: 'x',
        ruleApplied: 'r',
        round: 1,
        players: [other.b, other.a],
      })[0],
    ).toMatchObject({
      type: 'RulingRecorded',
      round: 1,
      table: other.table,
    });
    expect(
      code(() =>
        h.run({
          type: 'RecordRuling',
          gameId: 'g-9',
          ruling: null,
          judge: 'td',
          decision: 'x',
          ruleApplied: 'r',
          result: { kind: 'tie' },
        }),
      ),
    ).toBe('NO_TABLE');
  });
});
