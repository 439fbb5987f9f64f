import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { starterDeckLists } from '@captains-log/cards';
import type { EventStore } from '@captains-log/event-store';
import { EVENT_STORE, loadConfig } from '@captains-log/platform';
import { dropSchemas, schemaEnv, uniqueName } from '@captains-log/testing';
import { simulateTournament, type GameResult } from '@captains-log/tournament';
import { createApi } from '../create-api';
import { RoundClock } from './round-clock';
import { CommandBus } from '@nestjs/cqrs';
import { RecordLinkedGameResultCommand } from './commands/record-linked-game-result';

/**
 * Tournaments through HTTP on PostgreSQL (issue 7 › API and exports): a small full event, the
 * permission, rule, conflict and idempotency answers, CSV and printable exports, and the round clock.
 */
describe('tournaments api', () => {
  const schema = uniqueName('tournaments_test');
  const env = {
    ...schemaEnv(schema),
  };
  let app: NestExpressApplication;
  let url: string;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const [federation, klingon] = starterDeckLists().map((d) => d.text);

  type Reply = {
    status: number;
    body: ReturnType<typeof JSON.parse>;
    text: string;
    headers: Headers;
  };
  const call = async (
    method: string,
    path: string,
    options: { body?: unknown; as?: string; headers?: Record<string, string> } = {},
  ): Promise<Reply> => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.as ? { authorization: `Bearer ${tokens[options.as]}` } : {}),
        ...(options.headers ?? {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    const json =
      (res.headers.get('content-type') ?? '').includes('application/json') && text
        ? JSON.parse(text)
        : undefined;
    return { status: res.status, body: json, text, headers: res.headers };
  };
  const ok = async (reply: Promise<Reply>, status = 200) => {
    const r = await reply;
    if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${r.text}`);
    return r.body;
  };

  async function start(): Promise<void> {
    app = await createApi(loadConfig(env, 'api'));
    await app.listen(0, '127.0.0.1');
    url = await app.getUrl();
  }

  const people = ['sisko', 'kira', 'odo', 'quark', 'dax', 'garak'];
  beforeAll(async () => {
    process.env.BOOTSTRAP_ADMIN = 'admiral:starfleet-command';
    try {
      await start();
    } finally {
      delete process.env.BOOTSTRAP_ADMIN;
    }
    const signIn = async (handle: string, password: string) => {
      const s = await ok(call('POST', '/sessions', { body: { handle, password } }), 201);
      tokens[handle] = s.token;
      ids[handle] = s.account.id;
    };
    await signIn('admiral', 'starfleet-command');
    for (const handle of ['td-jadzia', 'td-other']) {
      await ok(
        call('POST', '/accounts', {
          as: 'admiral',
          body: { handle, displayName: handle, password: 'director-password', role: 'director' },
        }),
        201,
      );
      await signIn(handle, 'director-password');
    }
    for (const handle of people) {
      await ok(
        call('POST', '/accounts', {
          body: {
            handle,
            displayName: handle[0]!.toUpperCase() + handle.slice(1),
            password: 'player-password',
          },
        }),
        201,
      );
      await signIn(handle, 'player-password');
    }
  });
  afterAll(async () => {
    await app?.close();
    await dropSchemas(schema);
  });

  const td = 'td-jadzia';
  const create = (extra: Record<string, unknown> = {}) =>
    ok(
      call('POST', '/tournaments', {
        as: td,
        body: { name: 'Deep Space Nine Regional', game: '1E', format: '1E Open', ...extra },
      }),
      201,
    ).then((r) => r.tournamentId as string);

  /** Tables (not byes) of a round, read through the API. */
  const tables = async (id: string, round: number) => {
    const p = await ok(call('GET', `/tournaments/${id}/rounds/${round}/pairings`));
    return (
      p.pairings as Array<{
        table: number | null;
        playerA: string;
        playerB: string | null;
        status: string;
      }>
    ).filter((row) => row.table !== null) as Array<{
      table: number;
      playerA: string;
      playerB: string;
    }>;
  };
  const handleOf = (playerId: string) => Object.keys(ids).find((h) => ids[h] === playerId)!;
  const fullWin = (winner: string, loser: string, w = 100, l = 40): GameResult => ({
    kind: 'full-win',
    winner,
    scores: { [winner]: w, [loser]: l },
  });

  it('runs a small full event: registration with starter decks, 3 Swiss rounds with a bye, a modified win, a concession, a paper report, a correction, a top cut of 4, finalisation and ratings', async () => {
    const id = await create({
      name: 'Ops <b>Regional</b> & "Friends"',
      swissRounds: 3,
      topCutSize: 4,
      eventLevel: 'regional',
    });
    const summary0 = await ok(call('GET', `/tournaments/${id}`));
    expect(summary0).toMatchObject({
      status: 'registration',
      revision: 0,
      config: { roundTimeLimitMinutes: 75, topCutSize: 4, directors: [ids[td]] },
    });
    expect(summary0.config.seed).toBeUndefined();

    const five = people.slice(0, 5);
    for (const [i, handle] of five.slice(0, 4).entries()) {
      const r = await ok(
        call('POST', `/tournaments/${id}/players`, {
          as: handle,
          body: { deckList: i % 2 ? klingon : federation },
        }),
      );
      expect(r.events[0]).toMatchObject({
        type: 'PlayerRegistered',
        playerId: ids[handle],
        late: false,
        deckCheck: { valid: true },
      });
    }
    // naming another account is a director's: a player is refused alike whether the handle has an
    // account or not (no 404 telling who has one), for a registration and for a judge
    for (const handle of ['dax', 'nobody-by-this-handle']) {
      const register = await call('POST', `/tournaments/${id}/players`, { as: 'sisko', body: { handle, deckList: klingon } });
      expect([register.status, register.body.message]).toEqual([403, 'Players act only for themselves']);
      const judge = await call('POST', `/tournaments/${id}/judges`, { as: 'sisko', body: { handle } });
      expect([judge.status, judge.body.message]).toEqual([403, 'Only a director (or an admin) adds a judge']);
    }
    // a director naming a handle nobody has is told so
    const missing = await call('POST', `/tournaments/${id}/judges`, { as: td, body: { handle: 'nobody-by-this-handle' } });
    expect([missing.status, missing.body.message]).toEqual([404, 'no account with handle "nobody-by-this-handle"']);
    // a director registers someone else, by handle
    await ok(
      call('POST', `/tournaments/${id}/players`, {
        as: td,
        body: { handle: 'dax', deckList: klingon },
      }),
    );

    const players = await ok(call('GET', `/tournaments/${id}/players`, { as: 'sisko' }));
    expect(players.players).toHaveLength(5);
    expect(
      players.players
        .filter((p: { deckList?: string }) => p.deckList !== undefined)
        .map((p: { playerId: string }) => p.playerId),
    ).toEqual([ids.sisko]);

    await ok(call('POST', `/tournaments/${id}/start`, { as: td }));
    const results: Array<[number, number, string]> = [];
    for (let round = 1; round <= 3; round++) {
      const paired = await ok(call('POST', `/tournaments/${id}/rounds`, { as: td }));
      expect(paired.events[0]).toMatchObject({ type: 'RoundPaired', round, phase: 'swiss' });
      expect(paired.events[0].byes).toHaveLength(1);
      await ok(call('POST', `/tournaments/${id}/rounds/${round}/start`, { as: td }));
      const [t1, t2] = await tables(id, round);
      expect(t2).toBeDefined();
      if (round === 1) {
        await ok(
          call('POST', `/tournaments/${id}/rounds/1/tables/${t1!.table}/result`, {
            as: td,
            body: { result: fullWin(t1!.playerA, t1!.playerB, 100, 35) },
          }),
        );
        await ok(
          call('POST', `/tournaments/${id}/rounds/1/tables/${t2!.table}/result`, {
            as: td,
            body: {
              result: {
                kind: 'modified-win',
                winner: t2!.playerB,
                scores: { [t2!.playerA]: 45, [t2!.playerB]: 60 },
              },
            },
          }),
        );
      } else if (round === 2) {
        await ok(
          call('POST', `/tournaments/${id}/rounds/2/tables/${t1!.table}/result`, {
            as: td,
            body: { result: { kind: 'concession', conceded: t1!.playerB } },
          }),
        );
        // paper game: a player reports, the opponent confirms
        const reporter = handleOf(t2!.playerA);
        const opponent = handleOf(t2!.playerB);
        const reported = await ok(
          call('POST', `/tournaments/${id}/rounds/2/tables/${t2!.table}/report`, {
            as: reporter,
            body: { result: fullWin(t2!.playerB, t2!.playerA, 105, 70) },
          }),
        );
        expect(reported.events[0]).toMatchObject({
          type: 'ResultReported',
          reportedBy: t2!.playerA,
        });
        expect(
          (
            await call('POST', `/tournaments/${id}/rounds/2/tables/${t2!.table}/confirm`, {
              as: reporter,
            })
          ).body,
        ).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
        const confirmed = await ok(
          call('POST', `/tournaments/${id}/rounds/2/tables/${t2!.table}/confirm`, { as: opponent }),
        );
        expect(confirmed.events[0]).toMatchObject({ type: 'ResultRecorded', source: 'players' });
      } else {
        await ok(
          call('POST', `/tournaments/${id}/rounds/3/tables/${t1!.table}/result`, {
            as: td,
            body: { result: { kind: 'tie', scores: { [t1!.playerA]: 50, [t1!.playerB]: 50 } } },
          }),
        );
        await ok(
          call('POST', `/tournaments/${id}/rounds/3/tables/${t2!.table}/result`, {
            as: td,
            body: { result: fullWin(t2!.playerA, t2!.playerB) },
          }),
        );
      }
      results.push([round, t1!.table, t1!.playerA]);
    }

    // a correction: round 1 table 1 was really a modified win 70-65
    const [first] = await tables(id, 1);
    const corrected = await ok(
      call('POST', `/tournaments/${id}/rounds/1/tables/${first!.table}/correction`, {
        as: td,
        body: {
          result: {
            kind: 'modified-win',
            winner: first!.playerA,
            scores: { [first!.playerA]: 70, [first!.playerB]: 65 },
          },
          reason: 'score sheet misread',
        },
      }),
    );
    expect(corrected.events[0]).toMatchObject({
      type: 'ResultCorrected',
      reason: 'score sheet misread',
      previous: { kind: 'full-win' },
    });

    const standings = await ok(call('GET', `/tournaments/${id}/standings`));
    expect(standings.order).toEqual([
      'points',
      'differential',
      'strengthOfSchedule',
      'headToHead',
      'randomTiebreak',
    ]);
    expect(standings.standings).toHaveLength(5);
    for (const row of standings.standings) {
      expect(Object.keys(row)).toEqual(
        expect.arrayContaining([
          'rank',
          'points',
          'differential',
          'strengthOfSchedule',
          'headToHead',
          'randomTiebreak',
          'wins',
          'modifiedWins',
          'ties',
          'losses',
          'byes',
        ]),
      );
      expect(row.roundsWithResult).toBe(3);
    }
    expect(
      standings.standings
        .map((r: { byes: number }) => r.byes)
        .reduce((a: number, b: number) => a + b, 0),
    ).toBe(3);
    expect(standings.standings.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    const points = standings.standings.map((r: { points: number }) => r.points);
    expect([...points].sort((a, b) => b - a)).toEqual(points);
    // the corrected modified win counts 1 point and +5 differential for its winner in round 1
    const winner = standings.standings.find(
      (r: { playerId: string }) => r.playerId === first!.playerA,
    );
    expect(winner.outcomes.find((o: { round: number }) => o.round === 1)).toMatchObject({
      outcome: 'modified-win',
      points: 1,
      differential: 5,
    });
    const conceded = standings.standings
      .flatMap(
        (r: { outcomes: Array<{ round: number; resultKind: string; differential: number }> }) =>
          r.outcomes,
      )
      .filter(
        (o: { round: number; resultKind: string }) =>
          o.round === 2 && o.resultKind === 'concession',
      );
    expect(conceded.map((o: { differential: number }) => o.differential).sort()).toEqual([
      -100, 100,
    ]);

    // top cut of 4, then finalise
    const cut = await ok(call('POST', `/tournaments/${id}/top-cut`, { as: td }));
    expect(cut.events[0]).toMatchObject({
      type: 'TopCutStarted',
      size: 4,
      bracketSize: 4,
      firstRound: 4,
    });
    expect(cut.events[0].seeds).toEqual(
      standings.standings.slice(0, 4).map((r: { playerId: string }) => r.playerId),
    );
    for (const round of [4, 5]) {
      await ok(call('POST', `/tournaments/${id}/rounds`, { as: td }));
      await ok(call('POST', `/tournaments/${id}/rounds/${round}/start`, { as: td }));
      for (const t of await tables(id, round)) {
        await ok(
          call('POST', `/tournaments/${id}/rounds/${round}/tables/${t.table}/result`, {
            as: td,
            body: { result: fullWin(t.playerA, t.playerB) },
          }),
        );
      }
    }
    expect((await tables(id, 4)).length).toBe(2);
    expect((await tables(id, 5)).length).toBe(1);
    const finalized = await ok(call('POST', `/tournaments/${id}/finalize`, { as: td }));
    expect(finalized.events[0].type).toBe('TournamentFinalized');
    const summary = await ok(call('GET', `/tournaments/${id}`));
    expect(summary.status).toBe('finalized');
    expect(summary.finalStandings).toHaveLength(5);
    expect(summary.finalStandings[0].playerId).toBe((await tables(id, 5))[0]!.playerA);
    expect(summary.config.seed).toMatch(/^[0-9a-f]{64}$/);

    // history: the correction, who made it and why; the re-pair-free pairings; the paper report
    const history = await ok(call('GET', `/tournaments/${id}/history`));
    const correction = history.entries.find((e: { type: string }) => e.type === 'ResultCorrected');
    expect(correction).toMatchObject({
      by: ids[td],
      reason: 'score sheet misread',
      rule: expect.stringContaining('corrections'),
    });
    expect(correction.summary).toContain('→ modified win');
    expect(
      history.entries.filter((e: { type: string }) => e.type === 'ResultReported'),
    ).toHaveLength(1);

    // ratings per format (K 32 for a regional): everyone played, Elo is zero-sum
    const ratings = await ok(call('GET', `/ratings?format=${encodeURIComponent('1E Open')}`));
    expect(ratings.tournaments).toBe(1);
    expect(ratings.ratings).toHaveLength(5);
    expect(ratings.ratings[0]).toMatchObject({ rank: 1, format: '1E Open', tournaments: 1 });
    expect(ratings.ratings.map((r: { name: string }) => r.name).sort()).toEqual([
      'Dax',
      'Kira',
      'Odo',
      'Quark',
      'Sisko',
    ]);
    const drift = ratings.ratings.reduce(
      (sum: number, r: { rating: number }) => sum + r.rating - 1500,
      0,
    );
    expect(Math.abs(drift)).toBeLessThan(0.1);
    expect(ratings.ratings[0].rating).toBeGreaterThan(1500);

    // the list (read model)
    const list = await ok(call('GET', '/tournaments?status=finalized'));
    expect(
      list.tournaments.find((t: { tournamentId: string }) => t.tournamentId === id),
    ).toMatchObject({
      status: 'finalized',
      players: 5,
      winner: summary.finalStandings[0].playerId,
      currentRound: 5,
    });

    // exports: CSV with a filename, printable HTML with everything escaped
    const csv = await call('GET', `/tournaments/${id}/standings?format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="ops-bregionalb-friends-standings.csv"',
    );
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'rank,player_id,name,points,differential,strength_of_schedule,head_to_head,random_tiebreak,wins,modified_wins,ties,losses,byes,missed_rounds,dropped,disqualified,penalties',
    );
    expect(lines).toHaveLength(6);
    const pairingsCsv = await call('GET', `/tournaments/${id}/pairings?round=1&format=csv`);
    expect(pairingsCsv.headers.get('content-disposition')).toBe(
      'attachment; filename="ops-bregionalb-friends-round-1-pairings.csv"',
    );
    expect(pairingsCsv.text.split('\r\n')[0]).toBe(
      'round,phase,table,player_a_id,player_a,player_a_points,player_b_id,player_b,player_b_points,result,status',
    );
    expect(pairingsCsv.text).toContain(',bye,bye');
    const html = await call('GET', `/tournaments/${id}/standings?format=html`);
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html.text).toContain(
      '<title>Ops &lt;b&gt;Regional&lt;/b&gt; &amp; &quot;Friends&quot; — standings</title>',
    );
    expect(html.text).not.toContain('<b>Regional</b>');
    expect(html.text).toContain('@media print');
    const pairingsHtml = await call('GET', `/tournaments/${id}/rounds/2/pairings?format=html`);
    expect(pairingsHtml.text).toContain('round 2 pairings');
    expect(pairingsHtml.text).toContain('concession by');
  });

  it('answers 403 for acting as someone else or without being this tournament’s director', async () => {
    const id = await create();
    expect(
      (
        await call('POST', '/tournaments', {
          as: 'sisko',
          body: { name: 'Mine', game: '1E', format: '1E Open' },
        })
      ).status,
    ).toBe(403);
    const forOther = await call('POST', `/tournaments/${id}/players`, {
      as: 'sisko',
      body: { handle: 'kira', deckList: federation },
    });
    expect(forOther).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN', rule: 'platform rule › roles: what players and directors may do' },
    });
    for (const h of ['sisko', 'kira', 'odo'])
      await ok(
        call('POST', `/tournaments/${id}/players`, { as: h, body: { deckList: federation } }),
      );
    expect((await call('POST', `/tournaments/${id}/start`, { as: 'sisko' })).status).toBe(403);
    expect((await call('POST', `/tournaments/${id}/start`, { as: 'td-other' })).status).toBe(403);
    await ok(call('POST', `/tournaments/${id}/start`, { as: 'admiral' }));
    await ok(call('POST', `/tournaments/${id}/rounds`, { as: td }));
    await ok(call('POST', `/tournaments/${id}/rounds/1/start`, { as: td }));
    const [t] = await tables(id, 1);
    const playerA = handleOf(t!.playerA);
    expect(
      (
        await call('POST', `/tournaments/${id}/rounds/1/tables/${t!.table}/result`, {
          as: playerA,
          body: { result: fullWin(t!.playerA, t!.playerB) },
        })
      ).status,
    ).toBe(403);
    const outsider = people.find((h) => h !== playerA && ids[h] !== t!.playerB)!;
    expect(
      (
        await call('POST', `/tournaments/${id}/rounds/1/tables/${t!.table}/report`, {
          as: outsider,
          body: { result: fullWin(t!.playerA, t!.playerB) },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call('POST', `/tournaments/${id}/players/${ids.kira}/drop`, { as: 'sisko' })).status,
    ).toBe(403);

    // drop by the player, re-entry only by a director, late entry only by a director
    await ok(
      call('POST', `/tournaments/${id}/players/${ids.odo}/drop`, {
        as: 'odo',
        body: { reason: 'shift at the security office' },
      }),
    );
    expect(
      (
        await call('POST', `/tournaments/${id}/players/${ids.odo}/reinstate`, {
          as: 'odo',
          body: { reason: 'back' },
        })
      ).status,
    ).toBe(403);
    await ok(
      call('POST', `/tournaments/${id}/players/${ids.odo}/reinstate`, {
        as: td,
        body: { reason: 'came back before round 2' },
      }),
    );
    expect(
      (
        await call('POST', `/tournaments/${id}/players`, {
          as: 'garak',
          body: { deckList: klingon },
        })
      ).status,
    ).toBe(403);
    const late = await ok(
      call('POST', `/tournaments/${id}/players`, {
        as: td,
        body: { handle: 'garak', deckList: klingon },
      }),
    );
    expect(late.events[0]).toMatchObject({
      type: 'PlayerRegistered',
      late: true,
      playerId: ids.garak,
    });
  });

  it('answers 422 with the rule, 400 naming bad fields, 404 for unknown tournaments', async () => {
    const id = await create();
    expect(await call('POST', `/tournaments/${id}/rounds`, { as: td })).toMatchObject({
      status: 422,
      body: { code: 'NOT_STARTED', rule: 'tournament rules › lifecycle' },
    });
    const badDeck = await call('POST', `/tournaments/${id}/players`, {
      as: 'quark',
      body: { deckList: '1x Latinum Bar\n1x Jean-Luc Picard' },
    });
    expect(badDeck).toMatchObject({
      status: 422,
      body: { code: 'DECK_INVALID', rule: 'tournament rules › registration' },
    });
    const bad = await call('POST', '/tournaments', {
      as: td,
      body: { name: '', game: '3E', format: '1E Open', swissRounds: 0, colour: 'red' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.problems.map((p: { field: string }) => p.field).sort()).toEqual([
      'body.colour',
      'body.game',
      'body.name',
      'body.swissRounds',
    ]);
    const badResult = await call('POST', `/tournaments/${id}/rounds/1/tables/1/result`, {
      as: td,
      body: { result: { kind: 'full-win', winner: 'x' } },
    });
    expect(badResult.status).toBe(400);
    expect(badResult.body.problems[0].field).toBe('body.result.scores');
    expect((await call('GET', `/tournaments/${id}/rounds/zero/pairings`)).status).toBe(400);
    expect((await call('GET', `/tournaments/${randomUUID()}/standings`)).status).toBe(404);
    expect((await call('POST', `/tournaments/${randomUUID()}/start`, { as: td })).status).toBe(404);
    expect((await call('GET', `/tournaments/${id}/pairings`)).status).toBe(404);

    // the OpenAPI document carries the contracts and the error answers
    const doc = await ok(call('GET', '/docs-json'));
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/tournaments',
        '/tournaments/{id}/standings',
        '/tournaments/{id}/rounds/{round}/tables/{table}/correction',
        '/ratings',
      ]),
    );
    expect(
      doc.paths['/tournaments'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['name', 'game', 'format']);
    expect(
      Object.keys(
        doc.paths['/tournaments/{id}/rounds/{round}/tables/{table}/result'].post.responses,
      ),
    ).toEqual(expect.arrayContaining(['200', '403', '409', '422']));
  });

  it('answers 409 with the current revision for a stale If-Match, and repeats the original answer for a repeated Idempotency-Key', async () => {
    const id = await create();
    const first = await call('POST', `/tournaments/${id}/players`, {
      as: 'sisko',
      body: { deckList: federation },
      headers: { 'if-match': '"0"' },
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe('"1"');
    const stale = await call('POST', `/tournaments/${id}/players`, {
      as: 'kira',
      body: { deckList: klingon },
      headers: { 'if-match': '"0"' },
    });
    expect(stale).toMatchObject({ status: 409, body: { expectedRevision: 0, currentRevision: 1 } });
    expect(
      (
        await call('POST', `/tournaments/${id}/players`, {
          as: 'kira',
          body: { deckList: klingon },
          headers: { 'if-match': 'soon' },
        })
      ).status,
    ).toBe(400);

    const send = () =>
      call('POST', `/tournaments/${id}/players`, {
        as: 'kira',
        body: { deckList: klingon },
        headers: { 'idempotency-key': 'kira-registers-1', 'if-match': '1' },
      });
    const original = await send();
    const repeat = await send();
    expect(original.status).toBe(200);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(original.body);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(original.headers.get('idempotent-replayed')).toBeNull();
    expect((await ok(call('GET', `/tournaments/${id}`))).revision).toBe(2);
    // the same key from someone else is a different command
    const other = await call('POST', `/tournaments/${id}/players`, {
      as: 'odo',
      body: { deckList: klingon },
      headers: { 'idempotency-key': 'kira-registers-1' },
    });
    expect(other.status).toBe(200);
    expect(other.body.commandId).not.toBe(original.body.commandId);

    // a repeated create answers the same tournament
    const createTwice = () =>
      call('POST', '/tournaments', {
        as: td,
        body: { name: 'Twice', game: '2E', format: '2E Standard' },
        headers: { 'idempotency-key': 'create-twice' },
      });
    const c1 = await createTwice();
    const c2 = await createTwice();
    expect(c1.status).toBe(201);
    expect(c2.body).toEqual(c1.body);
    expect(c1.body.events[0].config).toMatchObject({ game: '2E', roundTimeLimitMinutes: 60 });

    // concurrent writers without If-Match: one internal retry decides again on the fresh stream
    const racers = await Promise.all(
      ['quark', 'dax', 'garak'].map((h) =>
        call('POST', `/tournaments/${id}/players`, { as: h, body: { deckList: federation } }),
      ),
    );
    expect(racers.map((r) => r.status).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(racers.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(2);
  });

  it('runs the round clock (recorded once, handler called), re-arms it after a restart, and takes linked game results', async () => {
    const id = await create({ roundTimeLimitMinutes: 1, swissRounds: 2 });
    for (const h of ['sisko', 'kira', 'odo', 'quark'])
      await ok(
        call('POST', `/tournaments/${id}/players`, { as: h, body: { deckList: federation } }),
      );
    await ok(call('POST', `/tournaments/${id}/start`, { as: td }));
    await ok(call('POST', `/tournaments/${id}/rounds`, { as: td }));
    const started = await ok(call('POST', `/tournaments/${id}/rounds/1/start`, { as: td }));
    const endsAt = started.events[0].endsAt as string;
    expect(Date.parse(endsAt) - Date.parse(started.events[0].at)).toBe(60_000);
    const clock = app.get(RoundClock);
    await new Promise((r) => setTimeout(r, 50));
    expect(clock.armed()).toContainEqual({ tournamentId: id, round: 1, endsAt });

    const [t1, t2] = await tables(id, 1);
    // a linked game ends: the game service reports it (a repeat is answered with the original)
    const bus = app.get(CommandBus);
    const linked = await bus.execute(
      new RecordLinkedGameResultCommand(id, 1, 'game-42', fullWin(t1!.playerB, t1!.playerA, 100, 10)),
    );
    expect(linked.result.events[0]).toMatchObject({
      type: 'ResultRecorded',
      source: 'game',
      gameId: 'game-42',
      table: t1!.table,
    });
    expect(
      (
        await bus.execute(
          new RecordLinkedGameResultCommand(id, 1, 'game-42', fullWin(t1!.playerB, t1!.playerA, 100, 10)),
        )
      ).replayed,
    ).toBe(true);

    const fired = await clock.fireDue(new Date(Date.parse(endsAt) + 1));
    expect(fired).toHaveLength(1);
    expect(fired[0]).toMatchObject({ tournamentId: id, round: 1, endsAt, timeLimitMinutes: 1 });
    expect(fired[0]!.tables.find((t) => t.table === t1!.table)).toMatchObject({
      finished: true,
      gameId: 'game-42',
    });
    expect(fired[0]!.tables.find((t) => t.table === t2!.table)).toMatchObject({ finished: false });
    expect(await clock.expire(id, 1, new Date(Date.parse(endsAt) + 1))).toBeNull();
    expect((await ok(call('GET', `/tournaments/${id}`))).rounds[0]).toMatchObject({
      round: 1,
      timeExpired: true,
      endsAt,
    });
    const history = await ok(call('GET', `/tournaments/${id}/history`));
    expect(
      history.entries.filter((e: { type: string }) => e.type === 'TournamentRoundTimeExpired'),
    ).toHaveLength(1);

    // round 2 starts, the api restarts: the clock is re-armed from the streams
    await ok(
      call('POST', `/tournaments/${id}/rounds/1/tables/${t2!.table}/result`, {
        as: td,
        body: {
          result: {
            kind: 'modified-win',
            winner: t2!.playerA,
            scores: { [t2!.playerA]: 80, [t2!.playerB]: 20 },
          },
        },
      }),
    );
    await ok(call('POST', `/tournaments/${id}/rounds`, { as: td }));
    const round2 = await ok(call('POST', `/tournaments/${id}/rounds/2/start`, { as: td }));
    await app.close();
    await start();
    expect(app.get(RoundClock).armed()).toContainEqual({
      tournamentId: id,
      round: 2,
      endsAt: round2.events[0].endsAt,
    });
    expect(
      app
        .get(RoundClock)
        .armed()
        .some((a) => a.tournamentId === id && a.round === 1),
    ).toBe(false);
  });

  it('folds a 256-player, 8-round tournament per request for standings and pairings', async () => {
    const simulation = simulateTournament({
      seed: 'fold-bench-seed',
      players: 256,
      swissRounds: 8,
      dropRate: 0.02,
      finalize: false,
    });
    const id = randomUUID();
    const store = app.get<EventStore>(EVENT_STORE);
    const events = simulation.events.map(({ type, ...data }) => ({
      id: randomUUID(),
      type,
      data: JSON.parse(JSON.stringify(data)),
    }));
    for (let i = 0; i < events.length; i += 500)
      await store.append(`tournament-${id}`, events.slice(i, i + 500), {
        expectedRevision: i === 0 ? 'no-stream' : i - 1,
      });
    // (how long the fold takes is a benchmark figure, not a test: see the issue note)
    const standings = await ok(call('GET', `/tournaments/${id}/standings`));
    const pairings = await ok(call('GET', `/tournaments/${id}/pairings`));
    expect(standings.order).toEqual(['points', 'differential', 'strengthOfSchedule', 'headToHead', 'randomTiebreak']);
    const rows = standings.standings as { rank: number; roundsWithResult: number }[];
    expect(rows.map((r) => r.rank)).toEqual(Array.from({ length: 256 }, (_, i) => i + 1));
    expect(Math.max(...rows.map((r) => r.roundsWithResult))).toBe(8);
    // the latest round's pairings: 8th round, every table seating two registered players
    expect(pairings.round).toBe(8);
    expect((pairings.pairings as unknown[]).length).toBeGreaterThan(100);
  });
});
