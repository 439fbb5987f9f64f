/**
 * bench/games: a load test on loopback (issue 6). Starts one api process (its own event loop, as in
 * production) on PostgreSQL and Redis (fresh schemas), signs up 2 players per game, and drives GAMES games at once. Each seat is
 * its own client that polls its view and submits a random legal command at the revision it saw,
 * so the two seats of a game race each other in the simultaneous seed phases (409s happen and are
 * retried after a re-read). A game that has not ended after MAX_COMMANDS is conceded.
 * Afterwards every game is checked: stream complete, hash chain verifies, read model matches.
 *
 *   npm run bench:games                       # 50 games
 *   GAMES=100 MAX_COMMANDS=300 npm run bench:games
 */
import { cpus, totalmem } from 'node:os';
import { starterDeckLists } from '@captains-log/cards';
import { openPostgresEventStore } from '@captains-log/event-store';
import { openReadModelDatabase } from '@captains-log/read-models';
import { dropSchemas, schemaEnv, TEST_DATABASE_URL, TEST_REDIS_URL, uniqueName } from '@captains-log/testing';
import { startApi } from '../../test/support/api-process';

const GAMES = Number(process.env.GAMES ?? 50);
const MAX_COMMANDS = Number(process.env.MAX_COMMANDS ?? 200);

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(url: string, token: string | undefined, method: string, path: string, body?: unknown): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN;
};

async function main(): Promise<void> {
  const schema = uniqueName('bench_games');
  const api = await startApi({
    ...schemaEnv(schema),
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_NAME: schema,
    RUN_PROJECTORS: 'true',
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const url = api.url;
  const [federation, klingon] = starterDeckLists();
  const latencies: number[] = [];
  let commands = 0;
  let conflicts = 0;
  let rejected = 0;

  try {
    const tokens: string[] = [];
    for (let i = 0; i < GAMES * 2; i++) {
      const handle = `player-${i}`;
      await call(url, undefined, 'POST', '/accounts', { handle, displayName: `Player ${i}`, password: `${handle}-secret-1` });
      tokens.push((await call(url, undefined, 'POST', '/sessions', { handle, password: `${handle}-secret-1` })).body.token);
    }
    const started = performance.now();
    const gameIds = await Promise.all(
      Array.from({ length: GAMES }, async (_, g) => {
        const created = await call(url, tokens[2 * g], 'POST', '/games', {
          players: [
            { handle: `player-${2 * g}`, deck: federation.text },
            { handle: `player-${2 * g + 1}`, deck: klingon.text },
          ],
        });
        if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
        const id = created.body.gameId as string;
        let ended = false;
        let submitted = 0;
        const seat = async (token: string, random: () => number) => {
          while (!ended && submitted < MAX_COMMANDS) {
            const me = (await call(url, token, 'GET', `/games/${id}`)).body;
            if (me.view.phase === 'ended') return void (ended = true);
            const options = (me.legalCommands as { type: string }[]).filter((c) => c.type !== 'Concede' && c.type !== 'DeclareManualEffect');
            if (options.length === 0) {
              await new Promise((r) => setTimeout(r, 5));
              continue;
            }
            const command = options[Math.floor(random() * options.length)];
            const t0 = performance.now();
            const answer = await call(url, token, 'POST', `/games/${id}/commands`, { expectedRevision: me.revision, command });
            latencies.push(performance.now() - t0);
            commands += 1;
            submitted += 1;
            if (answer.status === 409) conflicts += 1;
            else if (answer.status !== 200) rejected += 1;
          }
        };
        await Promise.all([seat(tokens[2 * g], rng(2 * g + 1)), seat(tokens[2 * g + 1], rng(2 * g + 2))]);
        const now = (await call(url, tokens[2 * g + 1], 'GET', `/games/${id}`)).body;
        if (now.view.phase !== 'ended') {
          await call(url, tokens[2 * g + 1], 'POST', `/games/${id}/commands`, { expectedRevision: now.revision, command: { type: 'Concede' } });
        }
        return id;
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    // Verify: streams complete and chained, read models equal to their streams.
    const store = await openPostgresEventStore(TEST_DATABASE_URL, { schema: `${schema}_es` });
    const rm = await openReadModelDatabase({ databaseUrl: TEST_DATABASE_URL, schema });
    let broken = 0;
    let mismatched = 0;
    let totalEvents = 0;
    for (let attempt = 0; attempt < 100; attempt++) {
      const rows = await rm.prisma.game.findMany({ where: { id: { in: gameIds } } });
      const heads = await Promise.all(gameIds.map((id) => store.streamRevision(`game-${id}`)));
      if (rows.length === GAMES && rows.every((r) => r.revision === heads[gameIds.indexOf(r.id)])) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    for (const id of gameIds) {
      const verification = await store.verifyStream(`game-${id}`);
      if (!verification.ok) broken += 1;
      totalEvents += verification.events;
      const events = await store.readStream(`game-${id}`);
      const last = events[events.length - 1];
      const row = await rm.prisma.game.findUnique({ where: { id } });
      const result = (last.data as Json).result;
      if (!row || row.revision !== last.revision || row.status !== 'ended' || row.winnerSeat !== result.winner) mismatched += 1;
    }
    console.log(`games load test: ${GAMES} concurrent games, 2 clients each, over HTTP on loopback`);
    console.log(`machine: ${cpus().length} cores (${cpus()[0]?.model}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB; one api process on PostgreSQL + Redis, clients in this process`);
    console.table([
      {
        games: GAMES,
        commands,
        'commands/s': Math.round(commands / seconds),
        'p50 ms': percentile(latencies, 50).toFixed(1),
        'p95 ms': percentile(latencies, 95).toFixed(1),
        'p99 ms': percentile(latencies, 99).toFixed(1),
        '409 (re-read, retried)': conflicts,
        'other rejections': rejected,
        'events stored': totalEvents,
        'seconds': seconds.toFixed(1),
      },
    ]);
    console.log(`verification: ${GAMES - broken}/${GAMES} hash chains verify; ${GAMES - mismatched}/${GAMES} read-model rows match their streams`);
    if (broken || mismatched) process.exitCode = 1;
    await rm.close();
    await store.close();
  } finally {
    await api.stop();
    await dropSchemas(schema);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
