import { randomUUID } from 'node:crypto';
import { runGame, starterDecks } from '@captains-log/engine';
import { openPgliteEventStore, type JsonObject } from '@captains-log/event-store';
import { createProjectors } from './projectors';
import { ProjectionRunner } from './projection-runner';
import { openReadModelDatabase } from './read-model-database';
import { GamesProjector, type GameStreamMetadata } from './games-projector';
import { storeAndReadModels, type StoreAndReadModels } from './testing/store-and-read-models';

describe('games projector', () => {
  it('projects recorded games and their players, and a rebuild twice gives identical tables', async () => {
    const store = await openPgliteEventStore(undefined);
    const rm = await openReadModelDatabase({});
    try {
      const games = ['games-projector-a', 'games-projector-b'].map((seed) =>
        runGame({ seed: `${seed}-0000000000`, decks: starterDecks(), checks: 'none' }),
      );
      for (const [i, game] of games.entries()) {
        const meta: GameStreamMetadata = {
          players: [
            { seat: 'p1', accountId: `acc-1-${i}`, handle: 'kirk', name: 'Kirk' },
            { seat: 'p2', accountId: `acc-2-${i}`, handle: 'kor', name: 'Kor' },
          ],
          settings: { openAfterEnd: true, spectators: true },
        };
        const events = game.events!.map((e, n) => ({
          id: randomUUID(),
          type: e.type,
          data: e as unknown as JsonObject,
          metadata: n === 0 ? { game: meta as unknown as JsonObject } : {},
        }));
        await store.append(`game-g${i}`, events, { expectedRevision: 'no-stream' });
      }
      const runner = new ProjectionRunner(store, createProjectors(rm.prisma), { pollIntervalMs: 10 });
      runner.start();
      await runner.catchUp();
      const table = async () => ({
        games: await rm.prisma.game.findMany({ orderBy: { id: 'asc' } }),
        players: await rm.prisma.gameParticipant.findMany({ orderBy: [{ gameId: 'asc' }, { seat: 'asc' }] }),
      });
      const first = await table();
      expect(first.games).toHaveLength(2);
      first.games.forEach((row, i) => {
        const result = games[i].result!;
        expect(row).toMatchObject({
          id: `g${i}`,
          status: 'ended',
          revision: games[i].events!.length - 1,
          winnerSeat: result.winner,
          resultType: result.type,
          endReason: result.reason,
        });
        const players = first.players.filter((p) => p.gameId === `g${i}`);
        expect(players.map((p) => p.score)).toEqual([result.officialScore.p1, result.officialScore.p2]);
        expect(players.map((p) => p.outcome)).toEqual(
          (['p1', 'p2'] as const).map((s) => (result.winner === null ? 'draw' : result.winner === s ? 'win' : 'loss')),
        );
      });
      await runner.rebuild();
      const second = await table();
      await runner.rebuild();
      expect(await table()).toEqual(second);
      expect(second).toEqual(first);
      await runner.stop();
    } finally {
      await rm.close();
      await store.close();
    }
  });
});

describe.each(storeAndReadModels('rm_games_status'))('games projector status on %s', (_label, setup) => {
  let s: StoreAndReadModels;
  beforeAll(async () => {
    s = await setup();
  });
  afterAll(async () => s?.dispose());

  it('lists a game whose first turn has begun as playing in the play phase, not seeding (1E rulebook › THE PLAY PHASE)', async () => {
    const game = runGame({ seed: 'games-projector-status-0000', decks: starterDecks(), checks: 'none' });
    const events = game.events!;
    const firstTurn = events.findIndex((e) => e.type === 'TurnBegan');
    expect(firstTurn).toBeGreaterThan(0);
    const meta: GameStreamMetadata = {
      players: [
        { seat: 'p1', accountId: 'acc-1', handle: 'kirk', name: 'Kirk' },
        { seat: 'p2', accountId: 'acc-2', handle: 'kor', name: 'Kor' },
      ],
      settings: { openAfterEnd: true, spectators: true },
    };
    const stored = events.map((e, n) => ({
      id: randomUUID(),
      type: e.type,
      data: e as unknown as JsonObject,
      metadata: n === 0 ? { game: meta as unknown as JsonObject } : {},
    }));
    const projector = new GamesProjector(s.rm.prisma);
    const row = () => s.rm.prisma.game.findUniqueOrThrow({ where: { id: 'status-game' } });
    // up to the last seeding event: still seeding, in the phase the engine last began
    await s.store.append('game-status-game', stored.slice(0, firstTurn), { expectedRevision: 'no-stream' });
    await projector.handleBatch(await s.store.readStream('game-status-game'));
    const lastPhase = [...events.slice(0, firstTurn)].reverse().find((e) => e.type === 'PhaseBegan') as { phase: string };
    expect(await row()).toMatchObject({ status: 'seeding', phase: lastPhase.phase, turn: 0 });
    // the first turn begins: playing, the play phase, turn 1
    await s.store.append('game-status-game', stored.slice(firstTurn, firstTurn + 1), { expectedRevision: firstTurn - 1 });
    await projector.handleBatch(await s.store.readStream('game-status-game', { from: firstTurn }));
    expect(await row()).toMatchObject({ status: 'playing', phase: 'play', turn: 1, revision: firstTurn });
  });
});
