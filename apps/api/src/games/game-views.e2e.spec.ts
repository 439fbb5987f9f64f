import type { NestExpressApplication } from '@nestjs/platform-express';
import { starterDeckLists } from '@captains-log/cards';
import { expandCommands, type CommandEntry } from '@captains-log/engine';
import { loadConfig } from '@captains-log/platform';
import { apiCaller, dropSchemas, schemaEnv, uniqueName } from '@captains-log/testing';
import { createApi } from '../create-api';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A compact view with its card definitions put back: the whole view. */
function inflate(view: Json, cards: Record<string, Json>): Json {
  const zones: Record<string, Json[]> = {};
  for (const [zone, list] of Object.entries(view.zones as Record<string, Json[]>))
    zones[zone] = list.map((entry) => ('hidden' in entry ? entry : { ...entry, card: cards[entry.card as string] }));
  return { ...view, zones };
}

/** A client's compact view and definitions after applying one `since` answer. */
function apply(held: { view: Json; cards: Record<string, Json> }, answer: Json): { view: Json; cards: Record<string, Json> } {
  const zones = { ...held.view.zones, ...answer.zones };
  for (const zone of answer.removedZones as string[]) delete zones[zone];
  const view: Json = { ...held.view, ...answer.changes, zones };
  for (const field of answer.removedFields as string[]) delete view[field];
  return { view, cards: { ...held.cards, ...answer.cards } };
}

const key = (value: unknown) => JSON.stringify(value);
const sortedKeys = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(sortedKeys) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sortedKeys(v)])) : value;

/**
 * GET /games/:id in its three forms over HTTP on PostgreSQL (issue 17): the whole view (as always),
 * the compact form (definitions once, commands grouped with `oneOf`) and the changes since a
 * revision. Along a game played by random legal commands, the compact form inflates to the whole
 * view, its commands expand to the whole list, and a client applying each `since` answer to what it
 * held has the current compact view. And POST /games/:id/check, the other read of a game: the
 * engine's answer to "would you take this command from me now?" (allowed for what legalCommands
 * offers, the 422's code, message and rule for what it does not) with nothing appended.
 */
describe('game views: whole, compact, changes since a revision', () => {
  const schema = uniqueName('game_views_test');
  let app: NestExpressApplication;
  let url: string;
  const tokens: Record<string, string> = {};
  const call = apiCaller(() => url, tokens);
  /** picard (Federation starter) v gowron (Klingon starter) */
  async function newGame(): Promise<{ created: { status: number; body: Json }; gameId: string }> {
    const [federation, klingon] = starterDeckLists();
    const created = await call('picard', 'POST', '/games', {
      players: [
        { handle: 'picard', deck: federation!.text },
        { handle: 'gowron', deck: klingon!.text },
      ],
    });
    expect(created.status).toBe(201);
    return { created, gameId: created.body.gameId as string };
  }

  beforeAll(async () => {
    app = await createApi(loadConfig(schemaEnv(schema), 'api'));
    await app.listen(0, '127.0.0.1');
    url = await app.getUrl();
    for (const handle of ['picard', 'gowron', 'quark']) {
      await call(null, 'POST', '/accounts', { handle, displayName: handle, password: `${handle}-password-1` });
      tokens[handle] = (await call(null, 'POST', '/sessions', { handle, password: `${handle}-password-1` })).body.token;
    }
  });
  afterAll(async () => {
    await app?.close();
    await dropSchemas(schema);
  });

  it('agree with each other along a game, and the changes are smaller than the view', async () => {
    const { gameId } = await newGame();
    const seats = { p1: 'picard', p2: 'gowron' } as const;
    const held: Record<string, { revision: number; view: Json; cards: Record<string, Json> }> = {};
    let random = 7;
    let grouped = 0;
    let changesSmaller = 0;
    for (let step = 0; step < 120; step++) {
      const choices: { as: string; command: Json; revision: number }[] = [];
      for (const [seat, as] of Object.entries(seats)) {
        const whole = (await call(as, 'GET', `/games/${gameId}`)).body;
        const compact = (await call(as, 'GET', `/games/${gameId}?form=compact`)).body;
        expect(compact).toMatchObject({ form: 'compact', gameId, revision: whole.revision, you: { role: 'player', seat } });
        expect(sortedKeys(inflate(compact.view, compact.cards))).toEqual(sortedKeys(whole.view));
        const expanded = expandCommands(compact.legalCommands as CommandEntry[]);
        expect(expanded.map(key).sort()).toEqual((whole.legalCommands as Json[]).map(key).sort());
        if (compact.legalCommands.length < whole.legalCommands.length) grouped += 1;

        const before = held[as];
        if (before) {
          const since = await call(as, 'GET', `/games/${gameId}?since=${before.revision}`);
          expect(since.status).toBe(200);
          expect(since.body).toMatchObject({ form: 'changes', since: before.revision, revision: whole.revision });
          const after = apply(before, since.body);
          expect(sortedKeys(after.view)).toEqual(sortedKeys(compact.view));
          expect(sortedKeys(inflate(after.view, after.cards))).toEqual(sortedKeys(whole.view));
          if (before.revision < whole.revision && key(since.body).length < key(compact).length / 2) changesSmaller += 1;
        }
        held[as] = { revision: compact.revision, view: compact.view, cards: compact.cards };
        for (const command of whole.legalCommands as Json[])
          if (command.type !== 'Concede' && command.type !== 'DeclareManualEffect') choices.push({ as, command, revision: whole.revision });
      }
      if (choices.length === 0) break;
      random = (random * 1103515245 + 12345) % 2147483648;
      const { as, command, revision } = choices[random % choices.length]!;
      const answer = await call(as, 'POST', `/games/${gameId}/commands`, { expectedRevision: revision, command });
      expect(answer.status).toBe(200);
    }
    expect(grouped).toBeGreaterThan(0);
    expect(changesSmaller).toBeGreaterThan(50);
  }, 120_000);

  it('live ?view=changes: a follower applying each view-changes message holds the current compact view', async () => {
    const { created, gameId } = await newGame();
    const first = (await call('gowron', 'GET', `/games/${gameId}?form=compact`)).body;
    let held: { revision: number; view: Json; cards: Record<string, Json> } = { revision: first.revision, view: first.view, cards: first.cards };
    let messages = 0;
    let gameEvents = 0;
    const controller = new AbortController();
    const res = await fetch(`${url}/games/${gameId}/live?after=${first.revision}&view=changes`, {
      headers: { authorization: `Bearer ${tokens['gowron']}` },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reading = (async () => {
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!data) continue;
          if (block.includes('event: view-changes')) {
            const answer = JSON.parse(data);
            expect(answer).toMatchObject({ form: 'changes', since: held.revision, you: { role: 'player', seat: 'p2' } });
            held = { revision: answer.revision, ...apply(held, answer) };
            messages += 1;
          } else if (block.includes('event: game-event')) gameEvents += 1;
        }
      }
    })().catch((err: Error) => {
      if (err.name !== 'AbortError') throw err;
    });
    // both seats act through the api; the follower only listens
    let revision = created.body.revision as number;
    for (let step = 0; step < 40; step++) {
      const views = await Promise.all(Object.values({ p1: 'picard', p2: 'gowron' }).map(async (as) => ({ as, body: (await call(as, 'GET', `/games/${gameId}`)).body })));
      const choice = views.flatMap(({ as, body }) => (body.legalCommands as Json[]).filter((c) => c.type !== 'Concede' && c.type !== 'DeclareManualEffect').map((command) => ({ as, command })))[0];
      if (!choice) break;
      const answer = await call(choice.as, 'POST', `/games/${gameId}/commands`, { expectedRevision: revision, command: choice.command });
      expect(answer.status).toBe(200);
      revision = answer.body.revision;
    }
    for (let i = 0; i < 150 && held.revision < revision; i++) await new Promise((r) => setTimeout(r, 100));
    controller.abort();
    await reading;
    expect(held.revision).toBe(revision);
    expect(gameEvents).toBe(revision - first.revision);
    expect(messages).toBeGreaterThan(0);
    const now = (await call('gowron', 'GET', `/games/${gameId}?form=compact`)).body;
    expect(sortedKeys(held.view)).toEqual(sortedKeys(now.view));
    expect(sortedKeys(inflate(held.view, held.cards))).toEqual(sortedKeys(inflate(now.view, now.cards)));
  }, 60_000);

  it('cards=omit: the compact view and the changes without card definitions; every card named resolves by GET /cards/:id to the definition left out', async () => {
    const { gameId } = await newGame();
    const full = await call('picard', 'GET', `/games/${gameId}?form=compact`);
    const lean = await call('picard', 'GET', `/games/${gameId}?form=compact&cards=omit`);
    expect(lean.status).toBe(200);
    expect(lean.body).toMatchObject({ form: 'compact', revision: full.body.revision, cards: {} });
    expect(sortedKeys(lean.body.view)).toEqual(sortedKeys(full.body.view));
    const named = Object.keys(full.body.cards as Record<string, Json>);
    expect(named.length).toBeGreaterThan(0);
    for (const id of named.slice(0, 5)) {
      const found = await call('picard', 'GET', `/cards/${encodeURIComponent(id)}`);
      expect(found.status).toBe(200);
      expect(sortedKeys(found.body.card)).toEqual(sortedKeys(full.body.cards[id]));
    }
    expect(key(lean.body).length).toBeLessThan(key(full.body).length);
    const changes = await call('picard', 'GET', `/games/${gameId}?since=0&cards=omit`);
    expect(changes.body).toMatchObject({ form: 'changes', since: 0, cards: {} });
    const whole = await call('picard', 'GET', `/games/${gameId}?cards=omit`);
    expect(whole.status).toBe(400);
    expect(whole.body.message).toMatch(/^query\.cards: /);
  });

  // Issue 15: a deck list's "Outside the Game" section (1E rulebook › OUT-OF-PLAY) — cards for those that fetch one "from
  // outside the game" (libs/engine behaviour/outside-the-game.ts): face down in outside:p1, seen by their owner only.
  it('a deck list with an "Outside the Game" section: the cards lie in the owner\'s outside zone, hidden from the opponent', async () => {
    const [federation, klingon] = starterDeckLists();
    const created = await call('picard', 'POST', '/games', {
      players: [
        { handle: 'picard', deck: `${federation!.text}\nOutside the Game:\n2x Chalnoth\n` },
        { handle: 'gowron', deck: klingon!.text },
      ],
    });
    expect(created.status).toBe(201);
    const gameId = created.body.gameId as string;
    const mine = (await call('picard', 'GET', `/games/${gameId}`)).body.view.zones['outside:p1'] as Json[];
    expect(mine.map((entry) => entry.card.title)).toEqual(['Chalnoth', 'Chalnoth']);
    const theirs = (await call('gowron', 'GET', `/games/${gameId}`)).body.view.zones['outside:p1'] as Json[];
    expect(theirs).toHaveLength(2);
    expect(theirs.every((entry) => 'hidden' in entry)).toBe(true);
  });

  it('refuses a revision the game has not reached and an unknown form, naming the field', async () => {
    const { created, gameId } = await newGame();
    const ahead = await call('picard', 'GET', `/games/${gameId}?since=${created.body.revision + 5}`);
    expect(ahead.status).toBe(400);
    expect(ahead.body.message).toMatch(/^query\.since: /);
    const form = await call('picard', 'GET', `/games/${gameId}?form=tiny`);
    expect(form.status).toBe(400);
    expect(form.body.message).toMatch(/^form: |query\.form/);
    // the current revision: nothing changed
    const same = await call('picard', 'GET', `/games/${gameId}?since=${created.body.revision}`);
    expect(same.body).toMatchObject({ form: 'changes', changes: {}, zones: {}, removedZones: [], cards: {} });
  });

  it('POST /games/:id/check: allowed for an offered command, the rule for a refused one; appends nothing', async () => {
    const { gameId } = await newGame();
    const seatOf = { p1: 'picard', p2: 'gowron' } as Record<string, string>;
    const before = (await call('picard', 'GET', `/games/${gameId}`)).body;
    const awaited = seatOf[before.view.awaiting[0].player]!;
    const other = awaited === 'picard' ? 'gowron' : 'picard';
    const offered = ((await call(awaited, 'GET', `/games/${gameId}`)).body.legalCommands as Json[]).find((c) => c.type !== 'Concede')!;

    const yes = await call(awaited, 'POST', `/games/${gameId}/check`, { command: offered });
    expect(yes.status).toBe(200);
    expect(yes.body).toEqual({ gameId, revision: before.revision, allowed: true, problem: null });

    // ending a turn in the seed phases: refused, in the engine's words, with its rule
    const endTurn = { type: 'EndTurn' };
    const no = await call(other, 'POST', `/games/${gameId}/check`, { command: endTurn });
    expect(no.status).toBe(200);
    expect(no.body).toMatchObject({ gameId, revision: before.revision, allowed: false });
    expect(no.body.problem).toEqual({ code: expect.stringMatching(/^[A-Z_]+$/), message: expect.any(String), rule: expect.stringMatching(/rulebook/) });
    // submitting it says the same
    const submitted = await call(other, 'POST', `/games/${gameId}/commands`, { expectedRevision: before.revision, command: endTurn });
    expect(submitted.status).toBe(422);
    expect(JSON.stringify(submitted.body)).toContain(no.body.problem.code);

    // a command naming an opponent's card hidden from its sender (ids are c1..cN, so any can be tried)
    // is refused alike whatever the card: no title read off a refusal (1E rulebook › LOOKING AT CARDS).
    // The ids of the awaited player's seed deck and hand, which only that player sees, probed by the other.
    const seen = (await call(awaited, 'GET', `/games/${gameId}`)).body;
    const seat = before.view.awaiting[0].player as string;
    const secret = Object.entries(seen.view.zones as Record<string, Json[]>)
      .filter(([zone]) => zone === `seed:${seat}` || zone === `hand:${seat}`)
      .flatMap(([, cards]) => cards.map((card) => card['iid'] as string));
    expect(secret.length).toBeGreaterThan(10);
    for (const iid of secret.slice(0, 12)) {
      const unseen = await call(other, 'POST', `/games/${gameId}/check`, { command: { type: 'Fly', ship: iid, to: 'L1' } });
      expect(unseen.body.problem).toEqual({ code: 'CARD_NOT_SEEN', message: `${iid} is a card you cannot see (a command names your own cards and your opponent's cards face up)`, rule: expect.stringContaining('LOOKING AT CARDS') });
    }
    const unseenSubmitted = await call(other, 'POST', `/games/${gameId}/commands`, { expectedRevision: before.revision, command: { type: 'Fly', ship: secret[0], to: 'L1' } });
    expect([unseenSubmitted.status, unseenSubmitted.body.code]).toEqual([422, 'CARD_NOT_SEEN']);
    // the owner asking about the same card reads the engine's own words
    const own = await call(awaited, 'POST', `/games/${gameId}/check`, { command: { type: 'Fly', ship: secret[0], to: 'L1' } });
    expect(own.body.problem.code).not.toBe('CARD_NOT_SEEN');

    // nothing was appended by the questions (the refused submission appends nothing either)
    expect((await call('picard', 'GET', `/games/${gameId}`)).body.revision).toBe(before.revision);

    // only the game's players ask; the body is checked; an unknown game is a 404
    expect((await call('quark', 'POST', `/games/${gameId}/check`, { command: offered })).status).toBe(403);
    const malformed = await call('picard', 'POST', `/games/${gameId}/check`, { command: { type: 'Fly' } });
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).toMatch(/body\.command/);
    expect((await call('picard', 'POST', `/games/00000000-0000-4000-8000-000000000000/check`, { command: offered })).status).toBe(404);
  });
});
