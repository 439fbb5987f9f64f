import { TournamentRuleViolation } from './errors';
import { tournamentHistory } from './projections';
import { TournamentHarness } from './testing/harness';

/** tournament rules › round time limit: a director may stop a round's clock and run it again; the round's end moves by the time it stood still. */
describe('pausing and resuming a round’s clock', () => {
  const minute = 60_000;
  const started = () => {
    const h = new TournamentHarness();
    h.run({ type: 'CreateTournament', tournamentId: 't', name: 'Clock', game: '1E', format: 'Open', seed: 'pause-seed-1234', roundTimeLimitMinutes: 60 });
    for (const id of ['a', 'b', 'c', 'd']) h.run({ type: 'RegisterPlayer', playerId: id, name: id.toUpperCase(), deckList: 'x' });
    h.run({ type: 'StartTournament' });
    h.run({ type: 'PairRound' });
    const [startedEvent] = h.run({ type: 'StartRound', round: 1 });
    return { h, startedAt: startedEvent!.at, endsAt: (startedEvent as { endsAt: string }).endsAt };
  };
  const violation = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      expect(error).toBeInstanceOf(TournamentRuleViolation);
      const { code, rule } = error as TournamentRuleViolation;
      expect(rule).toBe(code === 'FORBIDDEN' ? 'platform rule › roles: what players and directors may do' : 'tournament rules › round time limit');
      return code;
    }
    return 'no violation';
  };

  it('records the time left at the pause and moves the end by the paused time', () => {
    const { h, startedAt, endsAt } = started();
    expect(Date.parse(endsAt) - Date.parse(startedAt)).toBe(60 * minute);
    h.wait(9); // the pause comes 10 minutes after the start (each command takes a minute)
    const [paused] = h.run({ type: 'PauseRound', round: 1, reason: 'fire alarm' });
    expect(paused).toEqual({
      type: 'RoundPaused',
      round: 1,
      remainingMs: 50 * minute,
      reason: 'fire alarm',
      at: new Date(Date.parse(startedAt) + 10 * minute).toISOString(),
      by: 'td',
      rule: 'tournament rules › round time limit',
    });
    expect(h.state.rounds[0]).toMatchObject({ pausedAt: paused!.at, pausedMs: 0, endsAt });

    h.wait(14); // resumed 15 minutes later
    const [resumed] = h.run({ type: 'ResumeRound', round: 1 });
    const newEnd = new Date(Date.parse(endsAt) + 15 * minute).toISOString();
    expect(resumed).toMatchObject({ type: 'RoundResumed', round: 1, pausedMs: 15 * minute, endsAt: newEnd });
    expect(h.state.rounds[0]).toMatchObject({ pausedAt: null, pausedMs: 15 * minute, endsAt: newEnd });

    // a second pause adds to the first
    h.run({ type: 'PauseRound', round: 1 });
    h.wait(4);
    h.run({ type: 'ResumeRound', round: 1 });
    expect(h.state.rounds[0]).toMatchObject({ pausedMs: 20 * minute, endsAt: new Date(Date.parse(endsAt) + 20 * minute).toISOString() });

    const history = tournamentHistory(h.events).filter((e) => e.type === 'RoundPaused' || e.type === 'RoundResumed');
    // the history says what a director reads off the clock (the end itself is the round's endsAt above;
    // pages show it in the reader's own time)
    expect(history.map((e) => e.summary)).toEqual([
      'round 1 clock paused with 50:00 left',
      'round 1 clock resumed after 15:00: 50:00 left',
      'round 1 clock paused with 49:00 left',
      'round 1 clock resumed after 5:00: 49:00 left',
    ]);
    expect(tournamentHistory(h.events).find((e) => e.type === 'RoundStarted')!.summary).toMatch(/^round 1 started: \d+ minutes on the clock$/);
    expect(tournamentHistory(h.events).find((e) => e.type === 'RoundPaired')!.summary).toMatch(/\(swiss, \d+ tables?, \d+ byes?, 0 rematches, 0 pair-downs\)$/);
    expect(history[0]!.reason).toBe('fire alarm');
  });

  it('refuses a pause by a player, before the start, twice, after time ran out, or of a finished round; a resume while running', () => {
    const { h } = started();
    expect(violation(() => h.run({ type: 'PauseRound', round: 1 }, h.player('a')))).toBe('FORBIDDEN');
    expect(violation(() => h.run({ type: 'PauseRound', round: 2 }))).toBe('NO_SUCH_ROUND');
    expect(violation(() => h.run({ type: 'ResumeRound', round: 1 }))).toBe('NOT_PAUSED');
    h.run({ type: 'PauseRound', round: 1 });
    expect(violation(() => h.run({ type: 'PauseRound', round: 1 }))).toBe('ROUND_PAUSED');
    expect(violation(() => h.run({ type: 'ResumeRound', round: 1 }, h.player('b')))).toBe('FORBIDDEN');
    h.run({ type: 'ResumeRound', round: 1 });

    h.wait(120);
    expect(violation(() => h.run({ type: 'PauseRound', round: 1 }))).toBe('TIME_OVER');

    const fresh = started().h;
    for (const table of fresh.state.rounds[0]!.tables) {
      fresh.run({ type: 'RecordResult', round: 1, table: table.table, result: { kind: 'concession', conceded: table.b } });
    }
    expect(violation(() => fresh.run({ type: 'PauseRound', round: 1 }))).toBe('ROUND_COMPLETE');

    const unstarted = new TournamentHarness();
    unstarted.run({ type: 'CreateTournament', tournamentId: 't', name: 'Clock', game: '1E', format: 'Open', seed: 'pause-seed-1234' });
    for (const id of ['a', 'b']) unstarted.run({ type: 'RegisterPlayer', playerId: id, name: id, deckList: 'x' });
    unstarted.run({ type: 'StartTournament' });
    unstarted.run({ type: 'PairRound' });
    expect(violation(() => unstarted.run({ type: 'PauseRound', round: 1 }))).toBe('ROUND_NOT_STARTED');
  });

  it('records results while paused', () => {
    const { h } = started();
    h.run({ type: 'PauseRound', round: 1 });
    const table = h.state.rounds[0]!.tables[0]!;
    const [recorded] = h.run({ type: 'RecordResult', round: 1, table: table.table, result: { kind: 'concession', conceded: table.a } });
    expect(recorded).toMatchObject({ type: 'ResultRecorded', round: 1, table: table.table });
  });
});
