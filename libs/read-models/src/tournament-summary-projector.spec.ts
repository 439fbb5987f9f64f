import { randomUUID } from 'node:crypto';
import type { NewEvent, RecordedEvent } from '@captains-log/event-store';
import { ProjectionRunner } from './projection-runner';
import { storeAndReadModels, type StoreAndReadModels } from './testing/store-and-read-models';
import { TournamentSummaryProjector } from './tournament-summary-projector';

type Setup = StoreAndReadModels;

const setups = storeAndReadModels('rm_tournaments');

const at = (minute: number) => new Date(Date.UTC(2026, 2, 14, 10, minute)).toISOString();
const e = (type: string, minute: number, data: Record<string, unknown>): NewEvent => ({
  id: randomUUID(),
  type,
  data: { at: at(minute), by: 'td', ...data } as NewEvent['data'],
});

/** A small tournament's events as apps/api appends them (type + the library event's fields). */
function tournamentEvents(): NewEvent[] {
  const config = {
    tournamentId: 't',
    name: 'Bajor Open',
    game: '1E',
    format: '1E Open',
    swissRounds: null,
    topCutSize: 0,
    eventLevel: 'local',
    seed: 'x'.repeat(16),
  };
  return [
    e('TournamentCreated', 0, { config }),
    ...['a', 'b', 'c', 'd'].map((id, i) =>
      e('PlayerRegistered', 1 + i, {
        playerId: id,
        name: id.toUpperCase(),
        deckList: '',
        late: false,
      }),
    ),
    e('RegistrationWithdrawn', 5, { playerId: 'd' }),
    e('TournamentStarted', 6, { swissRounds: 2, playerCount: 3 }),
    e('RoundPaired', 7, {
      round: 1,
      phase: 'swiss',
      attempt: 0,
      pairings: [{ table: 1, a: 'a', b: 'b' }],
      byes: [{ player: 'c', kind: 'pairing' }],
      diagnostics: {},
    }),
    e('RoundStarted', 8, { round: 1, timeLimitMinutes: 75, endsAt: at(83) }),
    e('PlayerDropped', 9, { playerId: 'c', afterRound: 1, disqualified: false }),
  ];
}

describe.each(setups)('tournament summaries on %s', (_label, setup) => {
  let s: Setup;
  beforeAll(async () => {
    s = await setup();
  });
  afterAll(async () => s?.dispose());

  it('keeps one row per tournament stream, ignores other streams, and rebuilds to the same row', async () => {
    const id = randomUUID();
    const events = tournamentEvents();
    await s.store.append(`tournament-${id}`, events.slice(0, 6), { expectedRevision: 'no-stream' });
    await s.store.append('game-1', [{ id: randomUUID(), type: 'TournamentCreated', data: {} }], {
      expectedRevision: 'no-stream',
    });
    const runner = new ProjectionRunner(s.store, [new TournamentSummaryProjector(s.rm.prisma)], {
      pollIntervalMs: 10,
    });
    runner.start();
    await runner.catchUp();
    await s.store.append(`tournament-${id}`, events.slice(6), { expectedRevision: 5 });
    await runner.catchUp();

    const row = () => s.rm.prisma.tournamentSummary.findMany();
    const first = await row();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      id,
      name: 'Bajor Open',
      format: '1E Open',
      status: 'swiss',
      players: 3,
      droppedPlayers: 1,
      swissRounds: 2,
      currentRound: 1,
      roundEndsAt: new Date(at(83)),
      lastRevision: 9,
    });
    await runner.rebuild();
    expect(await row()).toEqual(first);
    await runner.stop();
  });

  it('changes nothing when an event it already reflects is applied again', async () => {
    const projector = new TournamentSummaryProjector(s.rm.prisma);
    const [row] = await s.rm.prisma.tournamentSummary.findMany();
    const recorded = await s.store.readStream(`tournament-${row!.id}`);
    // Replaying through the projector's apply (as a crashed run that lost its checkpoint would).
    const apply = (
      projector as unknown as { apply: (tx: unknown, ev: RecordedEvent) => Promise<void> }
    ).apply.bind(projector);
    const names = await s.rm.prisma.tournamentPlayerName.findMany({ orderBy: { playerId: 'asc' } });
    expect(names.map((n) => n.name)).toEqual(['A', 'B', 'C', 'D']);
    // a later registration under another name, then the older events again: the later name stays
    await s.rm.prisma.tournamentPlayerName.update({ where: { tournamentId_playerId: { tournamentId: row!.id, playerId: 'a' } }, data: { name: 'A (renamed later)' } });
    await s.rm.prisma.$transaction(async (tx) => {
      for (const ev of recorded) await apply(tx, ev);
    });
    expect(await s.rm.prisma.tournamentSummary.findMany()).toEqual([row]);
    expect((await s.rm.prisma.tournamentPlayerName.findMany({ orderBy: { playerId: 'asc' } })).map((n) => n.name)).toEqual(['A (renamed later)', 'B', 'C', 'D']);
    await s.rm.prisma.tournamentPlayerName.update({ where: { tournamentId_playerId: { tournamentId: row!.id, playerId: 'a' } }, data: { name: 'A' } });
  });

  it('clears the round’s end while its clock is paused and sets the moved end when it resumes', async () => {
    const [row] = await s.rm.prisma.tournamentSummary.findMany();
    const projector = new TournamentSummaryProjector(s.rm.prisma);
    await s.store.append(`tournament-${row!.id}`, [e('RoundPaused', 20, { round: 1, remainingMs: 63 * 60_000 })], { expectedRevision: 9 });
    await projector.handleBatch(await s.store.readStream(`tournament-${row!.id}`, { from: 10 }));
    expect(await s.rm.prisma.tournamentSummary.findUnique({ where: { id: row!.id } })).toMatchObject({ roundEndsAt: null, lastRevision: 10 });
    await s.store.append(`tournament-${row!.id}`, [e('RoundResumed', 30, { round: 1, pausedMs: 10 * 60_000, endsAt: at(93) })], { expectedRevision: 10 });
    await projector.handleBatch(await s.store.readStream(`tournament-${row!.id}`, { from: 11 }));
    expect(await s.rm.prisma.tournamentSummary.findUnique({ where: { id: row!.id } })).toMatchObject({ roundEndsAt: new Date(at(93)), lastRevision: 11 });
  });

  it('names the champion as registered once finalised (the list said their player id), after a rebuild too', async () => {
    const [row] = await s.rm.prisma.tournamentSummary.findMany();
    const projector = new TournamentSummaryProjector(s.rm.prisma);
    await s.store.append(`tournament-${row!.id}`, [e('TournamentFinalized', 40, { finalStandings: ['b', 'a', 'c'] })], { expectedRevision: 11 });
    await projector.handleBatch(await s.store.readStream(`tournament-${row!.id}`, { from: 12 }));
    const finalised = await s.rm.prisma.tournamentSummary.findUnique({ where: { id: row!.id } });
    expect(finalised).toMatchObject({ status: 'finalized', winner: 'b', winnerName: 'B', lastRevision: 12 });
    const runner = new ProjectionRunner(s.store, [projector], { pollIntervalMs: 10 });
    await runner.rebuild();
    expect(await s.rm.prisma.tournamentSummary.findUnique({ where: { id: row!.id } })).toEqual(finalised);
    await runner.stop();
  });
});
