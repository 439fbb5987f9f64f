import { Client } from 'pg';
import { starterDeckLists } from '@captains-log/cards';
import { evolve, initialState, view, type GameEvent, type GameState } from '@captains-log/engine';
import { ApiClient, seededRandom } from '../support/http-client';
import { hiddenIids, iidsIn } from '../support/leaks';
import { chance, mutate, nested, pick, randomUuid, rawBody, valueFor, NASTY_STRINGS, type Random } from './generate';

/**
 * The standing fuzz harness (issue 14): generated requests across every endpoint of the OpenAPI
 * document, as every role (anonymous, a bad token, two seated players, an outsider, a director, an
 * admin), one after another against a running api. A run fails on
 *   - any 5xx answer;
 *   - any change to stored data (events by people, accounts, saved decks, tokens) by a request that
 *     was refused (4xx);
 *   - any hidden card (by instance id) in an answer about a game to a viewer who may not see it,
 *     checked against the director's view folded from the full log.
 */
export interface FuzzOptions {
  url: string;
  /** the api's read-model schema (its event store is `<schema>_es`) in `databaseUrl` */
  schema: string;
  databaseUrl: string;
  requests: number;
  seed: number;
  /** progress lines */
  log?: (line: string) => void;
}

export interface FuzzFailure {
  request: number;
  kind: '5xx' | 'stored-data-changed' | 'hidden-card-leaked';
  what: string;
  detail: string;
}

export interface FuzzReport {
  requests: number;
  seed: number;
  /** "METHOD /path/{template}" → status → count */
  byEndpoint: Record<string, Record<number, number>>;
  byStatus: Record<number, number>;
  byRole: Record<string, number>;
  failures: FuzzFailure[];
  leakChecks: number;
  storedDataChecks: number;
}

interface Operation {
  method: string;
  path: string;
  body?: Record<string, unknown>;
  query: { name: string; schema?: Record<string, unknown> }[];
}

type Role = 'anonymous' | 'bad-token' | 'kirk' | 'kor' | 'quark' | 'director' | 'admin';
const ROLES: Role[] = ['anonymous', 'bad-token', 'kirk', 'kor', 'quark', 'director', 'admin'];
const PASSWORD = (handle: string) => `${handle}-password-123`;
/** sessions made per role for the fuzzer's sign-outs (about one request in 100 signs out) */
const SPARE_SESSIONS = 25;

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const random = seededRandom(options.seed);
  apiUrl = options.url;
  const log = options.log ?? (() => undefined);
  const db = new Client({ connectionString: options.databaseUrl });
  await db.connect();
  try {
    const fixture = await setUp(options.url);
    const operations = await operationsOf(options.url);
    log(`${operations.length} operations in the OpenAPI document; fixture: ${fixture.games.length} games, tournament ${fixture.tournament}`);
    const report: FuzzReport = { requests: 0, seed: options.seed, byEndpoint: {}, byStatus: {}, byRole: {}, failures: [], leakChecks: 0, storedDataChecks: 0 };
    const leaks = new LeakChecker(fixture);
    const gameOperations = operations.filter((o) => o.path.startsWith('/games/{id}'));
    const viewOperations = operations.filter((o) => o.method === 'GET' && ['/games/{id}', '/games/{id}/events', '/games/{id}/state'].includes(o.path));
    for (let i = 0; i < options.requests; i++) {
      // a third of the requests go to the games' routes, where hidden information lives (half of
      // those to the answers that carry a view or events)
      const roll = random();
      const op = roll < 0.15 ? pick(random, viewOperations) : roll < 0.3 ? pick(random, gameOperations) : pick(random, operations);
      const role = pick(random, ROLES);
      const request = await build(op, role, fixture, random);
      // signing out revokes the token used: a spare session of the same account, never the role's own
      if (op.method === 'DELETE' && op.path === '/sessions/current' && fixture.spares[role]?.length && request.headers.authorization?.includes(fixture.tokens[role]!)) {
        request.headers.authorization = `Bearer ${fixture.spares[role]!.pop()!}`;
      } else if (op.method === 'DELETE' && op.path === '/sessions/current' && fixture.tokens[role]) {
        request.headers.authorization = 'Bearer cl_spares-used-up';
      }
      const before = await storedData(db, options.schema);
      const answer = await send(options.url, request);
      const key = `${op.method} ${op.path}`;
      report.requests++;
      (report.byEndpoint[key] ??= {})[answer.status] = (report.byEndpoint[key]![answer.status] ?? 0) + 1;
      report.byStatus[answer.status] = (report.byStatus[answer.status] ?? 0) + 1;
      report.byRole[role] = (report.byRole[role] ?? 0) + 1;
      const what = `${request.method} ${request.path} as ${role}`;
      if (answer.status >= 500) report.failures.push({ request: i, kind: '5xx', what, detail: `${answer.status} ${answer.text.slice(0, 300)}` });
      if (answer.status >= 400) {
        const after = await storedData(db, options.schema);
        report.storedDataChecks++;
        const changed = Object.keys(before).filter((k) => before[k] !== after[k]);
        if (changed.length) report.failures.push({ request: i, kind: 'stored-data-changed', what, detail: `${answer.status}; changed: ${changed.join(', ')}` });
      } else if (answer.json !== undefined) {
        const leaked = await leaks.check(op.path, request.path, role, answer.json);
        if (leaked !== null) {
          report.leakChecks++;
          if (leaked.length) report.failures.push({ request: i, kind: 'hidden-card-leaked', what, detail: leaked.join(', ') });
        }
      }
      if ((i + 1) % 1000 === 0) log(`${i + 1} requests, ${report.failures.length} failures`);
    }
    return report;
  } finally {
    await db.end();
  }
}

/** Accounts for every role, three games (one closed to spectators), a tournament, a challenge, a saved deck. */
interface Fixture {
  tokens: Record<string, string>;
  /** more sessions per role, for sign-outs */
  spares: Record<string, string[]>;
  accounts: Record<string, string>;
  games: string[];
  tournament: string;
  challenge: string;
  deck: string;
  card: string;
}

async function setUp(url: string): Promise<Fixture> {
  const admin = new ApiClient(url, (await new ApiClient(url).call('POST', '/sessions', { handle: 'admiral', password: 'starfleet-command' })).body.token);
  const clients: Record<string, ApiClient> = { admin };
  for (const handle of ['kirk', 'kor', 'quark']) clients[handle] = await ApiClient.account(url, handle);
  clients.director = await ApiClient.account(url, 'td-sisko', 'director', admin);
  const accounts: Record<string, string> = {};
  for (const [role, client] of Object.entries(clients)) accounts[role] = (await client.call('GET', '/me')).body.id;
  const [federation, klingon] = starterDeckLists();
  const games: string[] = [];
  for (const settings of [{}, { spectators: false }, { openAfterEnd: false }]) {
    const game = await clients.kirk!.call('POST', '/games', {
      players: [
        { handle: 'kirk', deck: federation!.text },
        { handle: 'kor', deck: klingon!.text },
      ],
      settings,
    });
    if (game.status !== 201) throw new Error(`fixture game: ${game.status} ${JSON.stringify(game.body)}`);
    games.push(game.body.gameId);
  }
  const tournament = await clients.director!.call('POST', '/tournaments', { name: 'Fuzz Open', game: '1E', format: '1E Open' });
  const challenge = await clients.kirk!.call('POST', '/challenges', { opponent: 'kor', deck: federation!.text });
  const deck = await clients.kirk!.call('POST', '/decks', { name: 'fuzz deck', deck: federation!.text });
  const cards = await clients.kirk!.call('GET', '/cards');
  for (const [what, answer] of Object.entries({ tournament, challenge, deck, cards })) {
    if (answer.status >= 300) throw new Error(`fixture ${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  const tokens: Record<string, string> = {};
  for (const [role, client] of Object.entries(clients)) tokens[role] = client.token!;
  const spares: Record<string, string[]> = {};
  const credentials: Record<string, [string, string]> = {
    admin: ['admiral', 'starfleet-command'],
    kirk: ['kirk', PASSWORD('kirk')],
    kor: ['kor', PASSWORD('kor')],
    quark: ['quark', PASSWORD('quark')],
    director: ['td-sisko', PASSWORD('td-sisko')],
  };
  for (const [role, [handle, password]] of Object.entries(credentials)) {
    spares[role] = [];
    for (let i = 0; i < SPARE_SESSIONS; i++) spares[role]!.push((await new ApiClient(url).call('POST', '/sessions', { handle, password })).body.token);
  }
  return {
    tokens,
    spares,
    accounts,
    games,
    tournament: tournament.body.tournamentId ?? tournament.body.id,
    challenge: challenge.body.id ?? challenge.body.challengeId,
    deck: deck.body.id,
    card: cards.body.items[0].id,
  };
}

async function operationsOf(url: string): Promise<Operation[]> {
  const doc = (await (await fetch(`${url}/docs-json`)).json()) as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema?: Record<string, unknown> }[]; requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> } }>>;
  };
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      out.push({
        method: method.toUpperCase(),
        path,
        ...(op.requestBody?.content?.['application/json']?.schema ? { body: op.requestBody.content['application/json'].schema } : {}),
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => ({ name: p.name, ...(p.schema ? { schema: p.schema } : {}) })),
      });
    }
  }
  return out;
}

interface BuiltRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

async function build(op: Operation, role: Role, fixture: Fixture, random: Random): Promise<BuiltRequest> {
  const headers: Record<string, string> = {};
  if (role === 'bad-token') headers.authorization = pick(random, ['Bearer cl_not-a-token', 'Basic abc', 'Bearer', 'bearer  x y']);
  else if (role !== 'anonymous') {
    const token = fixture.tokens[role]!;
    headers.authorization = pick(random, [`Bearer ${token}`, `bearer ${token}`, `BEARER   ${token}`]);
  }
  const gameId = pick(random, fixture.games);
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encode(String(pathValue(op.path, name, fixture, gameId, random))));
  const query: string[] = [];
  for (const q of op.query) {
    if (chance(random, 0.5)) query.push(`${q.name}=${encode(String(chance(random, 0.2) ? pick(random, NASTY_STRINGS) : valueFor(q.schema, random, () => undefined)))}`);
  }
  if (chance(random, 0.1)) query.push(`${pick(random, ['access_token', 'unknown', 'at', 'from', 'format'])}=${encode(pick(random, [fixture.tokens.kirk!, 'x', '%00', '-1', ...NASTY_STRINGS]))}`);
  if (chance(random, 0.25)) headers['idempotency-key'] = pick(random, ['shared-key-1', 'shared-key-2', `key-${Math.floor(random() * 50)}`, 'x', ' ', 'é']);
  if (chance(random, 0.1)) headers['if-match'] = pick(random, ['0', '"1"', 'W/"2"', 'none', 'garbage']);
  let body: string | undefined;
  if (op.method !== 'GET' && op.method !== 'DELETE') {
    headers['content-type'] = chance(random, 0.95) ? 'application/json' : pick(random, ['text/plain', 'application/x-www-form-urlencoded']);
    if (chance(random, 0.1)) body = rawBody(random);
    else {
      const known = await knownValues(op, role, fixture, gameId);
      let value = valueFor(op.body as never, random, known);
      for (let n = 0; chance(random, n === 0 ? 0.35 : 0.3) && n < 3; n++) value = mutate(value, random);
      if (chance(random, 0.02)) value = { wrapper: nested(40, random) };
      body = JSON.stringify(value);
    }
  }
  return { method: op.method, path: query.length ? `${path}?${query.join('&')}` : path, headers, ...(body !== undefined ? { body } : {}) };
}

/** Percent-encoding that also sends lone surrogates (as the invalid UTF-8 a careless client would send). */
function encode(value: string): string {
  return value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\u0001').split('\u0001').map((part) => encodeURIComponent(part)).join('%ED%A0%80');
}

function pathValue(template: string, name: string, fixture: Fixture, gameId: string, random: Random): string {
  if (chance(random, 0.12)) return pick(random, [randomUuid(random), '0', 'not-an-id', '..', 'x'.repeat(300), '\u0000', '\ud800']);
  if (name === 'id') {
    if (template.startsWith('/games')) return gameId;
    if (template.startsWith('/tournaments')) return fixture.tournament;
    if (template.startsWith('/challenges')) return fixture.challenge;
    if (template.startsWith('/decks')) return fixture.deck;
    if (template.startsWith('/cards')) return fixture.card;
    if (template.startsWith('/admin/accounts')) return pick(random, Object.values(fixture.accounts));
  }
  if (name === 'playerId') return pick(random, Object.values(fixture.accounts));
  if (name === 'round' || name === 'table') return String(1 + Math.floor(random() * 3));
  return randomUuid(random);
}

/** Fixture values by member name: real handles and deck lists, and for game commands one the caller may play now. */
async function knownValues(op: Operation, role: Role, fixture: Fixture, gameId: string): Promise<(name: string) => unknown> {
  const [federation] = starterDeckLists();
  let legal: unknown[] = [];
  if (op.path === '/games/{id}/commands' && fixture.tokens[role]) {
    const answer = await new ApiClient(urlOf(op), fixture.tokens[role]).call('GET', `/games/${gameId}`).catch(() => null);
    legal = (answer?.body?.legalCommands as unknown[] | undefined) ?? [];
    revisions.set(gameId, answer?.body?.revision ?? 0);
  }
  return (name) => {
    switch (name) {
      case 'handle':
      case 'opponent':
        return pickOf(['kirk', 'kor', 'quark', 'td-sisko', 'admiral']);
      case 'deck':
      case 'text':
        return federation!.text;
      case 'deckId':
        return fixture.deck;
      case 'password':
        return PASSWORD('kirk');
      case 'command':
        return legal.length ? pickOf(legal) : undefined;
      case 'expectedRevision':
        return revisions.get(gameId);
      default:
        return undefined;
    }
  };
}

const revisions = new Map<string, number>();
let rotation = 0;
const pickOf = <T>(items: readonly T[]): T => items[rotation++ % items.length]!;
let apiUrl = '';
const urlOf = (_: Operation) => apiUrl;

async function send(url: string, request: BuiltRequest): Promise<{ status: number; text: string; json?: unknown }> {
  const controller = new AbortController();
  const live = request.path.includes('/live');
  const timer = setTimeout(() => controller.abort(), live ? 300 : 30_000);
  try {
    const res = await fetch(`${url}${request.path}`, { method: request.method, headers: request.headers, body: request.body, signal: controller.signal });
    if (live && res.status === 200) {
      await res.body?.cancel().catch(() => undefined);
      controller.abort();
      return { status: res.status, text: '' };
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text && (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, text, ...(json !== undefined ? { json } : {}) };
  } catch (err) {
    if (live) return { status: 200, text: '' };
    return { status: 599, text: `no answer: ${(err as Error).message}` };
  } finally {
    clearTimeout(timer);
  }
}

/** What a refused request must leave as it was: events by people, accounts, saved decks, tokens. */
async function storedData(db: Client, schema: string): Promise<Record<string, string>> {
  const { rows } = await db.query<Record<string, string>>(
    `SELECT
       (SELECT count(*) || ':' || coalesce(max(position), 0) FROM ${schema}_es.events
          WHERE metadata->>'actor' NOT LIKE 'system%' AND stream_id NOT LIKE 'roundclock-%'
            AND coalesce(metadata->>'actor', '') NOT IN (SELECT id FROM ${schema}.accounts WHERE bot_level IS NOT NULL)) AS events,
       (SELECT md5(coalesce(string_agg(id || role || display_name || password_hash, ',' ORDER BY id), '')) FROM ${schema}.accounts) AS accounts,
       (SELECT md5(coalesce(string_agg(id || name || text || format, ',' ORDER BY id), '')) FROM ${schema}.saved_decks) AS decks,
       (SELECT count(*) || ':' || count(revoked_at) FROM ${schema}.api_tokens) AS tokens`,
  );
  return rows[0]!;
}

/**
 * Hidden cards in answers about a game: the director's full log folded with the engine gives the
 * truth at every revision; a seat may not see what hiddenIids says, a spectator neither seat's.
 */
class LeakChecker {
  private readonly states = new Map<string, GameState[]>();

  constructor(private readonly fixture: Fixture) {}

  /** null when the answer is not one to check; otherwise the leaked instance ids (empty: none). */
  async check(template: string, path: string, role: Role, body: unknown): Promise<string[] | null> {
    if (!template.startsWith('/games/{id}') || /\/(live|replay|replays|verify)$/.test(template)) return null;
    const gameId = /^\/games\/([0-9a-f-]{36})/.exec(path)?.[1];
    if (!gameId || !this.fixture.games.includes(gameId)) return null;
    if (role === 'anonymous' || role === 'bad-token') return null;
    // an admin sees everything (the fuzzer may have made any account an admin: ask who it is now)
    const me = await new ApiClient(apiUrl, this.fixture.tokens[role]).call('GET', '/me');
    if (me.body?.role === 'admin') return null;
    const viewer: ('p1' | 'p2')[] = role === 'kirk' ? ['p1'] : role === 'kor' ? ['p2'] : ['p1', 'p2'];
    const states = await this.statesOf(gameId);
    const all = new Set(Object.keys(states[states.length - 1]!.cards));
    const hiddenAt = (revision: number) => {
      const director = view(states[Math.min(revision, states.length - 1)]!, 'director');
      const sets = viewer.map((seat) => hiddenIids(director, seat));
      // a spectator may not see what either seat may not see
      return new Set(sets.flatMap((s) => [...s]));
    };
    const leaked: string[] = [];
    const answer = body as { revision?: number; view?: unknown; events?: { revision: number; data: unknown }[] };
    if (answer.view !== undefined && typeof answer.revision === 'number') {
      const hidden = hiddenAt(answer.revision);
      leaked.push(...[...iidsIn(answer.view, all)].filter((iid) => hidden.has(iid)).map((iid) => `${iid} in the view at ${answer.revision}`));
    }
    for (const e of answer.events ?? []) {
      const before = e.revision === 0 ? new Set<string>() : hiddenAt(e.revision - 1);
      const after = hiddenAt(e.revision);
      leaked.push(...[...iidsIn(e.data, all)].filter((iid) => before.has(iid) && after.has(iid)).map((iid) => `${iid} in event ${e.revision}`));
    }
    return leaked;
  }

  private async statesOf(gameId: string): Promise<GameState[]> {
    const known = this.states.get(gameId) ?? [];
    const log = await new ApiClient(apiUrl, this.fixture.tokens.admin).call('GET', `/games/${gameId}/events?from=${known.length}`);
    let state = known[known.length - 1] ?? initialState();
    for (const e of (log.body?.events ?? []) as { data: unknown }[]) known.push((state = evolve(state, e.data as GameEvent)));
    this.states.set(gameId, known);
    return known;
  }
}

/** The report as lines: requests by status per endpoint, then totals. */
export function formatReport(report: FuzzReport): string[] {
  const statuses = [...new Set(Object.values(report.byEndpoint).flatMap((s) => Object.keys(s).map(Number)))].sort((a, b) => a - b);
  const width = Math.max(...Object.keys(report.byEndpoint).map((k) => k.length), 10);
  const lines = [`${'endpoint'.padEnd(width)}  ${statuses.map((s) => String(s).padStart(5)).join(' ')}  total`];
  for (const key of Object.keys(report.byEndpoint).sort()) {
    const row = report.byEndpoint[key]!;
    const total = Object.values(row).reduce((a, b) => a + b, 0);
    lines.push(`${key.padEnd(width)}  ${statuses.map((s) => String(row[s] ?? '').padStart(5)).join(' ')}  ${total}`);
  }
  lines.push(`${'all'.padEnd(width)}  ${statuses.map((s) => String(report.byStatus[s] ?? 0).padStart(5)).join(' ')}  ${report.requests}`);
  lines.push(
    `${report.requests} requests (seed ${report.seed}), ${report.storedDataChecks} refused requests checked for stored changes, ${report.leakChecks} game answers checked for hidden cards, ${report.failures.length} failures`,
  );
  for (const f of report.failures.slice(0, 20)) lines.push(`FAIL #${f.request} ${f.kind}: ${f.what}: ${f.detail}`);
  return lines;
}
