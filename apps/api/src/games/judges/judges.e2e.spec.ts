import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { starterDeckLists } from '@captains-log/cards';
import {
  BullMqJobQueue,
  JOB_QUEUE,
  loadConfig,
  nodeSignatureCheck,
  PlatformModule,
} from '@captains-log/platform';
import { parseReplay, printReplay, verifyReplay } from '@captains-log/replay';
import {
  apiCaller,
  dropSchemas,
  schemaEnv,
  TEST_REDIS_URL,
  uniqueName,
  until,
} from '@captains-log/testing';
import { RULES } from '@captains-log/engine';
import { createApi } from '../../create-api';

/**
 * Issue 13's quality bar over HTTP on PostgreSQL: a player calls a judge pointing at an event, the
 * director is notified on the live stream, takes the call, rules with a rewind to that revision,
 * the game continues from there, a game-loss penalty ends the game and lands in the tournament's
 * standings, the game is sealed and verification (chain + seal) passes; the judge's view shows the
 * call, the ruling and the rewound branch; re-validation is consistent (per game and, as a BullMQ
 * job with progress, per tournament). The api runs with Redis (live fan-out, BullMQ) and a worker
 * beside it runs the projectors and the jobs, as in production.
 */
describe('judges: call, take, rewind, penalty, seal', () => {
  const schema = uniqueName('judges_test');
  let app: NestExpressApplication;
  let worker: INestApplicationContext;
  let url: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'judges-'));
  const env = {
    ...schemaEnv(schema),
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_NAME: schema,
    DATA_DIR: dataDir,
  };
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const [federation, klingon] = starterDeckLists();
  const call = apiCaller(() => url, tokens);

  beforeAll(async () => {
    process.env.BOOTSTRAP_ADMIN = 'admiral:starfleet-command';
    try {
      app = await createApi(loadConfig(env, 'api'));
      await app.listen(0, '127.0.0.1');
      worker = await NestFactory.createApplicationContext(
        PlatformModule.forRoot({ config: loadConfig(env, 'worker'), role: 'worker' }),
        { logger: false },
      );
      await worker.init();
    } finally {
      delete process.env.BOOTSTRAP_ADMIN;
    }
    url = await app.getUrl();
    const signIn = async (handle: string, password: string) => {
      const session = (await call(null, 'POST', '/sessions', { handle, password })).body;
      tokens[handle] = session.token;
      ids[handle] = session.account.id;
    };
    await signIn('admiral', 'starfleet-command');
    await call('admiral', 'POST', '/accounts', {
      handle: 'td-jadzia',
      displayName: 'Jadzia',
      password: 'trill-symbiont-8',
      role: 'director',
    });
    await signIn('td-jadzia', 'trill-symbiont-8');
    for (const handle of ['sisko', 'kira', 'odo', 'quark', 'worf']) {
      await call(null, 'POST', '/accounts', {
        handle,
        displayName: handle[0]!.toUpperCase() + handle.slice(1),
        password: `${handle}-password-1`,
      });
      await signIn(handle, `${handle}-password-1`);
    }
  });
  afterAll(async () => {
    await worker
      ?.get<BullMqJobQueue>(JOB_QUEUE)
      .bullQueue.obliterate({ force: true })
      .catch(() => undefined);
    await app?.close();
    await worker?.close();
    await dropSchemas(schema);
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Lines of the director's live stream (SSE) until `stop` is called. */
  function follow(path: string, as: string) {
    const controller = new AbortController();
    const seen: Array<{
      type: string;
      revision: number;
      gameId?: string;
      data: Record<string, unknown>;
    }> = [];
    void (async () => {
      const res = await fetch(`${url}${path}?access_token=${tokens[as]}`, {
        signal: controller.signal,
      });
      const reader = res.body!.getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += new TextDecoder().decode(value);
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (data) seen.push(JSON.parse(data.slice(6)));
        }
      }
    })().catch(() => undefined);
    return { seen, stop: () => controller.abort() };
  }

  it('the quality bar scenario', async () => {
    const created = await call('td-jadzia', 'POST', '/tournaments', {
      name: 'Judges Cup',
      game: '1E',
      format: '1E Open',
      swissRounds: 2,
      roundTimeLimitMinutes: 50,
    });
    const id = created.body.tournamentId as string;
    // a director adds an account as a judge of the tournament's games
    expect(
      await call('sisko', 'POST', `/tournaments/${id}/judges`, { accountId: ids.worf }),
    ).toMatchObject({ status: 403 });
    expect(
      await call('td-jadzia', 'POST', `/tournaments/${id}/judges`, {
        accountId: ids.worf,
        name: 'Worf',
      }),
    ).toMatchObject({ status: 200 });
    for (const [handle, deck] of [
      ['sisko', federation],
      ['kira', klingon],
      ['odo', federation],
      ['quark', klingon],
    ] as const)
      expect(
        (await call(handle, 'POST', `/tournaments/${id}/players`, { deckList: deck!.text })).status,
      ).toBe(200);
    expect((await call('td-jadzia', 'POST', `/tournaments/${id}/start`)).status).toBe(200);
    expect((await call('td-jadzia', 'POST', `/tournaments/${id}/rounds`)).status).toBe(200);
    expect((await call('td-jadzia', 'POST', `/tournaments/${id}/rounds/1/start`, {})).status).toBe(
      200,
    );
    const me = (await call('sisko', 'GET', `/tournaments/${id}/me`)).body;
    const opponent = Object.keys(ids).find((h) => ids[h] === me.table.opponent.playerId)!;
    const gameId = (
      await call('sisko', 'POST', `/tournaments/${id}/rounds/1/tables/${me.table.table}/game`, {})
    ).body.gameId as string;
    const handleOf: Record<string, string> = {};
    for (const p of (await call('sisko', 'GET', `/games/${gameId}`)).body.players as Array<{
      seat: string;
      handle: string;
    }>)
      handleOf[p.seat] = p.handle;

    // the seed phases, scripted from each player's legal commands
    for (let guard = 0; guard < 300; guard += 1) {
      const game = (await call('td-jadzia', 'GET', `/games/${gameId}`)).body;
      if (game.view.phase === 'play') break;
      const seat = game.view.awaiting[0].player as string;
      const mine = (await call(handleOf[seat]!, 'GET', `/games/${gameId}`)).body;
      const legal = mine.legalCommands as Array<{ type: string }>;
      const pick =
        legal.filter((c) => c.type === 'PlaceMission').pop() ??
        legal.find((c) => c.type === 'SeedFacility') ??
        legal.find((c) => c.type === 'FinishSeeding') ??
        legal.find((c) => c.type === 'PassSeeding')!;
      expect(
        (
          await call(handleOf[seat]!, 'POST', `/games/${gameId}/commands`, {
            expectedRevision: mine.revision,
            command: pick,
          })
        ).status,
      ).toBe(200);
    }
    const playing = (await call('td-jadzia', 'GET', `/games/${gameId}`)).body;
    const first = playing.view.turn.player as 'p1' | 'p2';
    const second = first === 'p1' ? 'p2' : 'p1';
    const before = playing.revision as number;
    const live = follow(`/games/${gameId}/live`, 'td-jadzia');
    const desk = follow('/judge-calls/live', 'worf');
    const strangerDesk = follow('/judge-calls/live', 'admiral');
    await new Promise((r) => setTimeout(r, 300));
    const orders = await call(handleOf[first]!, 'POST', `/games/${gameId}/commands`, {
      expectedRevision: before,
      command: { type: 'BeginOrders' },
    });
    expect(orders.status).toBe(200);
    const pointed = orders.body.events[0].revision as number;

    // a player calls a judge pointing at that event; a stranger and a director may not call
    const stranger = ['kira', 'odo', 'quark'].find((h) => h !== opponent)!;
    expect(
      await call(stranger, 'POST', `/games/${gameId}/judge-calls`, { text: 'x' }),
    ).toMatchObject({ status: 403 });
    expect(
      await call('td-jadzia', 'POST', `/games/${gameId}/judge-calls`, { text: 'x' }),
    ).toMatchObject({ status: 403 });
    expect(
      await call(handleOf[second]!, 'POST', `/games/${gameId}/judge-calls`, { text: '' }),
    ).toMatchObject({ status: 400 });
    expect(
      await call(handleOf[second]!, 'POST', `/games/${gameId}/commands`, {
        expectedRevision: pointed,
        command: { type: 'CallJudge', text: 'x' },
      }),
    ).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("sent to the judges' endpoints") },
    });
    const called = await call(handleOf[second]!, 'POST', `/games/${gameId}/judge-calls`, {
      revision: pointed,
      text: 'they began orders before I could respond',
    });
    expect(called).toMatchObject({
      status: 200,
      body: {
        events: [
          {
            type: 'JudgeCalled',
            data: { call: 'call-1', by: second, revision: pointed, rule: RULES.judgeCall },
          },
        ],
      },
    });
    // the director is notified on the live stream
    await until(
      () => live.seen.some((e) => e.type === 'JudgeCalled'),
      'the director saw the call live',
    );
    live.stop();
    // the added judge hears it on the judges' stream (an admin judges every game too)
    await until(
      () => desk.seen.some((e) => e.type === 'JudgeCalled' && e.gameId === gameId),
      'the judge saw the call on the judges’ stream',
    );
    await until(
      () => strangerDesk.seen.some((e) => e.type === 'JudgeCalled'),
      'the admin saw the call',
    );
    expect(desk.seen.filter((e) => e.type !== 'JudgeCalled')).toEqual([]);
    desk.stop();
    strangerDesk.stop();
    // the open call: the judges' list, the games list's flag, the tournament dashboard
    const open = await until(async () => {
      const calls = (await call('worf', 'GET', '/judge-calls')).body as unknown[];
      return calls.length > 0 ? calls : null;
    }, 'the judges’ list has the call (read model)');
    expect(open).toEqual([
      expect.objectContaining({
        gameId,
        call: expect.objectContaining({ id: 'call-1', state: 'open', revision: pointed }),
      }),
    ]);
    expect(
      (await call('kira', 'GET', '/judge-calls')).body.filter(
        (c: { gameId: string }) => c.gameId === gameId,
      ),
    ).toEqual([]);
    await until(async () => {
      const listed = (await call('td-jadzia', 'GET', `/games?tournament=${id}&judgeCalls=open`))
        .body as Array<{ id: string; openJudgeCalls: string[] }>;
      return listed.some((g) => g.id === gameId && g.openJudgeCalls.includes('call-1'));
    }, 'the games list flags the open call');
    expect((await call(null, 'GET', `/tournaments/${id}`)).body.openJudgeCalls).toEqual([
      { gameId, round: 1, calls: ['call-1'] },
    ]);

    // the director takes the call (a player may not) and rules: rewind to the revision before the pointed event
    expect(
      await call(handleOf[first]!, 'POST', `/games/${gameId}/judge-calls/call-1/take`, {}),
    ).toMatchObject({ status: 403 });
    expect(
      await call('worf', 'POST', `/games/${gameId}/judge-calls/call-1/take`, {}),
    ).toMatchObject({
      status: 200,
      body: { events: [{ type: 'JudgeCallTaken', data: { call: 'call-1', judge: 'worf' } }] },
    });
    expect(
      await call('td-jadzia', 'POST', `/games/${gameId}/judge-calls/call-1/take`, {}),
    ).toMatchObject({ status: 422, body: { code: 'CALL_NOT_OPEN' } });
    // a pause: only the director acts
    expect(
      (await call('td-jadzia', 'POST', `/games/${gameId}/pause`, { reason: 'judge call' })).status,
    ).toBe(200);
    const pausedAt = (await call(handleOf[first]!, 'GET', `/games/${gameId}`)).body;
    expect(pausedAt.legalCommands).toEqual([]);
    expect(
      await call(handleOf[first]!, 'POST', `/games/${gameId}/commands`, {
        expectedRevision: pausedAt.revision,
        command: { type: 'EndTurn' },
      }),
    ).toMatchObject({ status: 422, body: { code: 'GAME_PAUSED' } });
    expect(
      await call('td-jadzia', 'POST', `/games/${gameId}/rulings`, {
        call: 'call-1',
        decision: 'x',
        rule: 'r',
        remedy: { kind: 'rewind', to: 10_000 },
      }),
    ).toMatchObject({
      status: 422,
      body: { code: 'NO_SUCH_REVISION' },
    });
    const ruled = await call('td-jadzia', 'POST', `/games/${gameId}/rulings`, {
      call: 'call-1',
      decision: 'orders began too early: back to the card play',
      rule: RULES.quickFixes,
      remedy: { kind: 'rewind', to: pointed - 1 },
    });
    expect(ruled.status).toBe(200);
    expect(ruled.body.events.map((e: { type: string }) => e.type)).toEqual([
      'RulingMade',
      'GameRewound',
    ]);
    expect((await call('td-jadzia', 'POST', `/games/${gameId}/resume`, {})).status).toBe(200);
    await until(
      async () => (await call(null, 'GET', `/tournaments/${id}`)).body.openJudgeCalls.length === 0,
      'the dashboard has no open call',
    );

    // the game continues from there: the card play is open again
    const after = (await call(handleOf[first]!, 'GET', `/games/${gameId}`)).body;
    expect(after.view.turn).toMatchObject({ player: first, stage: 'card-play' });
    expect(after.view.judge.calls['call-1']).toMatchObject({
      id: 'call-1',
      state: 'ruled',
      takenBy: 'worf',
      rulings: ['ruling-1'],
    });
    expect(
      (
        await call(handleOf[first]!, 'POST', `/games/${gameId}/commands`, {
          expectedRevision: after.revision,
          command: { type: 'BeginOrders' },
        })
      ).status,
    ).toBe(200);

    // the judge's view: the call, the ruling and the rewound branch; the diff in words; re-validation
    const judge = (await call('td-jadzia', 'GET', `/games/${gameId}/judge`)).body;
    expect(judge.log.find((e: { revision: number }) => e.revision === pointed)).toMatchObject({
      type: 'OrdersBegan',
      rewound: true,
      sender: ids[handleOf[first]!],
      command: { type: 'BeginOrders', actor: first },
    });
    // the judge's own steps name the judge by handle, not by account id (as a player's name their handle)
    expect(judge.log.find((e: { type: string }) => e.type === 'RulingMade')).toMatchObject({ sender: ids['td-jadzia'], senderName: 'td-jadzia' });
    expect(judge.log.find((e: { revision: number }) => e.revision === pointed).senderName).toBe(handleOf[first]);
    expect(
      judge.log
        .filter((e: { type: string }) =>
          ['JudgeCalled', 'JudgeCallTaken', 'RulingMade', 'GameRewound'].includes(e.type),
        )
        .every((e: { rewound: boolean }) => !e.rewound),
    ).toBe(true);
    expect(judge.revalidation).toMatchObject({
      consistent: true,
      divergence: null,
      rulesChanged: false,
    });
    // the game goes on: the judge's next read re-validates the new batch only, and counts it
    expect(
      (
        await call(handleOf[first]!, 'POST', `/games/${gameId}/commands`, {
          expectedRevision: judge.head,
          command: { type: 'EndTurn' },
        })
      ).status,
    ).toBe(200);
    const later = (await call('td-jadzia', 'GET', `/games/${gameId}/judge`)).body;
    expect(later.head).toBeGreaterThan(judge.head);
    expect(later.revalidation).toMatchObject({
      consistent: true,
      checked: judge.revalidation.checked + 1,
      asRecorded: judge.revalidation.asRecorded,
    });
    expect(judge.view.zones[`hand:${second}`].every((c: { hidden?: boolean }) => !c.hidden)).toBe(
      true,
    );
    expect(await call(handleOf[first]!, 'GET', `/games/${gameId}/judge`)).toMatchObject({
      status: 403,
    });
    const diff = (
      await call('td-jadzia', 'GET', `/games/${gameId}/diff?from=${pointed - 1}&to=${pointed}`)
    ).body;
    const firstName = handleOf[first]![0]!.toUpperCase() + handleOf[first]!.slice(1);
    expect(diff.changes).toEqual([`${firstName}'s turn went from the card play to orders`]);
    expect((await call('td-jadzia', 'GET', `/games/${gameId}/revalidation`)).body).toMatchObject({
      consistent: true,
      currentRulesVersion: expect.any(String),
    });

    // a caution first: recorded in the tournament with the game and the ruling as its cause
    const caution = await call('worf', 'POST', `/games/${gameId}/rulings`, {
      decision: 'orders before the response window',
      rule: RULES.sanctions,
      remedy: { kind: 'penalty', player: first, penalty: 'caution' },
    });
    expect(caution.body.events.map((e: { type: string }) => e.type)).toEqual([
      'RulingMade',
      'PenaltyAssessed',
    ]);
    // a penalty: game loss for the player who began orders early; the game ends and is sealed
    const penalty = await call('td-jadzia', 'POST', `/games/${gameId}/rulings`, {
      decision: 'repeated early orders after a caution',
      rule: RULES.sanctions,
      remedy: { kind: 'penalty', player: first, penalty: 'game-loss' },
    });
    expect(penalty.body.events.map((e: { type: string }) => e.type)).toEqual([
      'RulingMade',
      'PenaltyAssessed',
      'GameEnded',
    ]);
    const verified = await until(async () => {
      const v = (await call('td-jadzia', 'GET', `/games/${gameId}/verify`)).body;
      return v.seal.sealed ? v : null;
    }, 'the game was sealed');
    expect(verified).toMatchObject({ ok: true, seal: { sealed: true, ok: true, problems: [] } });
    // after the seal, rulings go to the tournament: a rewind cannot, a result correction can
    expect(
      await call('td-jadzia', 'POST', `/games/${gameId}/rulings`, {
        decision: 'late',
        rule: 'r',
        remedy: { kind: 'rewind', to: 3 },
      }),
    ).toMatchObject({ status: 422, body: { code: 'GAME_SEALED' } });
    expect(
      await call(handleOf[first]!, 'POST', `/games/${gameId}/rulings`, {
        decision: 'late',
        rule: 'r',
        remedy: { kind: 'none' },
      }),
    ).toMatchObject({ status: 422, body: { code: 'GAME_SEALED' } });

    // the tournament's standings count the game loss
    const loser = handleOf[first]!;
    const winner = loser === 'sisko' ? opponent : 'sisko';
    await until(async () => {
      const standings = (await call(null, 'GET', `/tournaments/${id}/standings`)).body;
      const rows = JSON.stringify(standings);
      return (
        rows.includes(ids[winner]!) &&
        (await call(loser, 'GET', `/tournaments/${id}/me`)).body.table?.status === 'final'
      );
    }, 'the game loss reached the tournament');
    expect((await call(loser, 'GET', `/tournaments/${id}/me`)).body.table.result).toEqual(
      expect.stringContaining('game loss'),
    );
    const standings = await until(async () => {
      const rows = (await call(null, 'GET', `/tournaments/${id}/standings`)).body
        .standings as Array<{ playerId: string; penalties: { penalty: string }[]; losses: number }>;
      const row = rows.find((r) => r.playerId === ids[loser]);
      return row && row.penalties.length === 2 ? row : null;
    }, 'the penalties reached the standings');
    expect(standings).toMatchObject({
      losses: 1,
      penalties: [
        { penalty: 'caution', gameId, round: 1 },
        { penalty: 'game-loss', gameId, round: 1 },
      ],
    });
    const csv = await (await fetch(`${url}/tournaments/${id}/standings?format=csv`)).text();
    expect(csv.split('\r\n').find((l) => l.includes(ids[loser]!))).toMatch(/,caution game-loss$/);
    // a ruling after the seal corrects the result in the tournament (the game is its cause)
    const corrected = await call('td-jadzia', 'POST', `/games/${gameId}/rulings`, {
      decision: 'the game loss is reduced: the opponent wins 100-0 by concession',
      rule: RULES.sanctions,
      remedy: { kind: 'result', result: { kind: 'concession', conceded: ids[loser] } },
    });
    expect(corrected).toMatchObject({
      status: 200,
      body: {
        sealed: true,
        tournamentId: id,
        events: [{ type: 'RulingRecorded', gameId }, { type: 'ResultCorrected' }],
      },
    });
    const history = (await call(null, 'GET', `/tournaments/${id}/history`)).body;
    const summaries = JSON.stringify(history);
    expect(summaries).toContain('penalty: caution');
    expect(summaries).toContain('ruling by worf');
    expect(summaries).toContain(
      `about event ${pointed}: “they began orders before I could respond” (call-1)`,
    );

    // every game of the tournament re-validated as a background job, with progress
    expect(await call('sisko', 'POST', `/tournaments/${id}/revalidation`)).toMatchObject({
      status: 403,
    });
    const job = await call('worf', 'POST', `/tournaments/${id}/revalidation`);
    expect(job).toMatchObject({ status: 202, body: { created: true } });
    const done = await until(async () => {
      const status = (
        await call('worf', 'GET', `/tournaments/${id}/revalidation/${job.body.jobId}`)
      ).body;
      return status.state === 'completed' ? status : null;
    }, 'the re-validation job completed');
    expect(done).toMatchObject({
      progress: { done: 1, total: 1, diverged: 0 },
      result: { tournamentId: id, games: 1, consistent: 1, diverged: [] },
    });
    // the summary names the added judge; a director removes them, and they no longer judge the games
    expect((await call('td-jadzia', 'GET', `/tournaments/${id}`)).body.judgeAccounts).toEqual([{ accountId: ids.worf, handle: 'worf', name: expect.any(String) }]);
    expect(await call('worf', 'POST', `/tournaments/${id}/judges/${ids.worf}/remove`, {})).toMatchObject({ status: 403 });
    expect(await call('td-jadzia', 'POST', `/tournaments/${id}/judges/${ids.worf}/remove`, {})).toMatchObject({ status: 200 });
    expect(await call('td-jadzia', 'POST', `/tournaments/${id}/judges/${ids.worf}/remove`, {})).toMatchObject({ status: 422, body: { code: 'NOT_A_JUDGE' } });
    expect(await call('worf', 'GET', `/games/${gameId}/judge`)).toMatchObject({ status: 403 });
    expect((await call('td-jadzia', 'GET', `/tournaments/${id}`)).body.judgeAccounts).toEqual([]);
    // by handle, again (a handle nobody has is named)
    expect(await call('td-jadzia', 'POST', `/tournaments/${id}/judges`, { handle: 'nobody-here' })).toMatchObject({ status: 404, body: { message: 'no account with handle "nobody-here"' } });
    expect(await call('td-jadzia', 'POST', `/tournaments/${id}/judges`, { handle: 'worf' })).toMatchObject({ status: 200 });
    expect(await call('td-jadzia', 'POST', `/tournaments/${id}/judges`, { handle: 'worf', accountId: ids.worf })).toMatchObject({ status: 400 });
    // the replay of the sealed log carries the call, the ruling and the rewound branch
    const text = await until(async () => {
      const res = await fetch(`${url}/games/${gameId}/replay?perspective=full`, {
        headers: { authorization: `Bearer ${tokens['td-jadzia']}` },
      });
      return res.status === 200 ? res.text() : null;
    }, 'the replay files were built');
    const kinds = text
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { type?: string }).type);
    for (const kind of [
      'JudgeCalled',
      'JudgeCallTaken',
      'RulingMade',
      'GameRewound',
      'PenaltyAssessed',
      'GameEnded',
      'GameSealed',
    ])
      expect(kinds).toContain(kind);
    const frames = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { kind: string; type: string; revision: number })
      .filter((f) => f.kind === 'frame');
    expect(frames.find((f) => f.revision === pointed)).toMatchObject({
      type: 'OrdersBegan',
      rewound: true,
    });
    expect(frames.find((f) => f.type === 'RulingMade')).toMatchObject({
      judge: true,
      ruling: 'ruling-1',
    });
    expect(frames.find((f) => f.type === 'GameRewound')).toMatchObject({
      judge: true,
      ruling: 'ruling-1',
    });
    expect(printReplay(parseReplay(text))).toMatch(/~ rewound ~ .*orders/i);
    const check = await verifyReplay(text, nodeSignatureCheck);
    expect(check).toMatchObject({ ok: true, checks: { seal: true } });
  });
});
