import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import {
  decide,
  evolve,
  initialState,
  legalCommands,
  RULES_VERSION,
  starterDecks,
  type Command,
  type GameEvent,
  type GameState,
} from '@captains-log/engine';
import { openEventStoreFromEnv, type JsonObject, type NewEvent } from '@captains-log/event-store';
import { buildCli } from '../cli';

/**
 * `captains-log games revalidate`: a game recorded under today's rules is consistent; a game
 * recorded under a deliberately changed rule (beginning orders did not forfeit the card play)
 * diverges, and the command names the revision.
 */
describe('captains-log games revalidate', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'revalidate-'));
  const env = { DATA_DIR: dataDir };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** Records a game as the api does (a batch per command, the command in the first event's metadata). */
  async function record(gameId: string, changeRule: boolean): Promise<number | null> {
    const events: NewEvent[] = [];
    let state: GameState = initialState();
    let changedAt: number | null = null;
    const run = (command: Command, recorded: JsonObject) => {
      const produced = decide(state, command).map((e): GameEvent =>
        changeRule && e.type === 'OrdersBegan' ? { ...e, cardPlayForfeited: false } : e,
      );
      produced.forEach((event, i) => {
        if (changeRule && event.type === 'OrdersBegan' && changedAt === null)
          changedAt = events.length;
        events.push({
          id: `${gameId.slice(0, 24)}${String(events.length).padStart(12, '0')}`,
          type: event.type,
          data: event as unknown as JsonObject,
          metadata: {
            commandId: `c${events.length - i}`,
            ...(i === 0 ? { command: recorded } : {}),
            ...(i === 0 && events.length === 0
              ? { game: { rulesVersion: changeRule ? 'yesterday' : RULES_VERSION } }
              : {}),
          },
        });
        state = evolve(state, event);
      });
    };
    run(
      {
        type: 'CreateGame',
        actor: 'system',
        gameId,
        seed: 'cli-revalidate-seed-0001',
        players: starterDecks(),
      },
      { type: 'CreateGame' },
    );
    for (let guard = 0; guard < 300 && state.phase !== 'play'; guard += 1) {
      const actor = state.awaiting[0]!.player;
      const legal = legalCommands(state, actor);
      const pick =
        legal.filter((c) => c.type === 'PlaceMission').pop() ??
        legal.find((c) => c.type === 'SeedFacility') ??
        legal.find((c) => c.type === 'FinishSeeding') ??
        legal.find((c) => c.type === 'PassSeeding')!;
      run(pick, pick as unknown as JsonObject);
    }
    const player = state.turn!.player;
    run({ type: 'BeginOrders', actor: player }, { type: 'BeginOrders', actor: player });
    run({ type: 'EndTurn', actor: player }, { type: 'EndTurn', actor: player });
    const store = await openEventStoreFromEnv(env);
    try {
      await store.append(`game-${gameId}`, events, { expectedRevision: 'no-stream' });
    } finally {
      await store.close();
    }
    return changedAt;
  }

  async function revalidate(gameId: string, json = false) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await buildCli(env).run(
      ['games', 'revalidate', gameId, ...(json ? ['--json'] : [])],
      { out: (l) => out.push(l), err: (l) => err.push(l) },
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('a game recorded under today’s rules is consistent', async () => {
    await record('11111111-1111-4111-8111-111111111111', false);
    const result = await revalidate('11111111-1111-4111-8111-111111111111');
    expect(result.code).toBe(0);
    expect(result.out).toContain(`consistent with today's rules`);
    expect(result.out).toContain(`recorded under rules ${RULES_VERSION}; today ${RULES_VERSION}`);
  });

  it('a planted divergence: the first divergent revision, recorded vs today, and that the rules changed', async () => {
    const changedAt = await record('22222222-2222-4222-8222-222222222222', true);
    const result = await revalidate('22222222-2222-4222-8222-222222222222');
    expect(result.code).toBe(1);
    expect(result.out).toContain(`first divergence at revision ${changedAt}`);
    expect(result.out).toContain('the rules changed since');
    const report = JSON.parse((await revalidate('22222222-2222-4222-8222-222222222222', true)).out);
    expect(report).toMatchObject({
      consistent: false,
      recordedRulesVersion: 'yesterday',
      rulesChanged: true,
      divergence: {
        revision: changedAt,
        recorded: [{ type: 'OrdersBegan', cardPlayForfeited: false }],
        today: [{ type: 'OrdersBegan', cardPlayForfeited: true }],
      },
    });
  });

  it('names a game that is not there', async () => {
    expect(await revalidate('33333333-3333-4333-8333-333333333333')).toMatchObject({
      code: 1,
      err: expect.stringContaining('no game'),
    });
  });
});
