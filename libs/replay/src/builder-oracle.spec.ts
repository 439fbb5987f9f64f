/**
 * Issue 17: buildReplays (incremental boards, shared serialisation) writes byte for byte the files of
 * the plain builder kept in testing/builder-oracle.ts (the whole engine view per step and
 * perspective, every line serialised on its own), over several seeded games: ended and running,
 * starter and larger decks, the record opened at the end or not, other checkpoint intervals and a
 * subset of perspectives.
 */
import { createHash, generateKeyPairSync, sign, createPublicKey } from 'node:crypto';
import * as engine from '@captains-log/engine';
import { runGame, starterDecks, type GameEvent, type PlayerSetup } from '@captains-log/engine';
import { canonicalJson } from '@captains-log/hashing';
import { buildReplayBytes, buildReplays, type BuildOptions, type ReplayInput, type ReplaySigner, type StoredGameEvent } from './builder';
import { GENESIS_HASH, type GameSettings } from './format';
import { buildReplaysOracle } from './testing/builder-oracle';

const { privateKey } = generateKeyPairSync('ed25519');
const signer: ReplaySigner = {
  publicKeyRaw: Buffer.from(createPublicKey(privateKey).export({ format: 'jwk' }).x!, 'base64url').toString('base64'),
  sign: (message) => sign(null, Buffer.from(message, 'utf8'), privateKey).toString('base64'),
};

const larger = (times: number): [PlayerSetup, PlayerSetup] => {
  const [a, b] = starterDecks().map((setup) => ({ ...setup, deck: setup.deck.map((e) => (e.zone === 'draw' ? { ...e, count: e.count * times } : e)) }));
  return [a!, b!];
};

function stored(seed: string, events: readonly GameEvent[], settings: GameSettings): ReplayInput {
  const stream = `game-${seed}`;
  let prev = GENESIS_HASH;
  const list: StoredGameEvent[] = events.map((data, revision) => {
    // every other command by p2, some events without a command (system events)
    const metadata = {
      recordedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, revision)).toISOString(),
      ...(revision % 5 === 4 ? {} : { commandId: `c${revision >> 1}`, command: { type: 'x', actor: revision % 4 < 2 ? 'p1' : 'p2' } }),
    };
    const body = canonicalJson({ id: `e${revision}`, stream, revision, type: data.type, schemaVersion: 1, data, metadata });
    const hash = createHash('sha256').update(prev).update(body).digest('hex');
    const e = { id: `e${revision}`, stream, revision, type: data.type, schemaVersion: 1, data, metadata, prevHash: prev, hash };
    prev = hash;
    return e;
  });
  return {
    gameId: seed,
    stream,
    events: list,
    players: [
      { seat: 'p1', handle: 'kirk', name: 'James Kirk' },
      { seat: 'p2', handle: 'kor', name: 'Kor' },
    ],
    tournament: seed.endsWith('3') ? { id: 't1', round: 2 } : null,
    settings,
    gameFormat: null,
    rules: { engine: '@captains-log/engine', version: '0.1.0', eventSchema: 1 },
  };
}

const open = { openAfterEnd: true, spectators: true };
const closed = { openAfterEnd: false, spectators: true };

describe('buildReplays writes the bytes of the plain builder (testing/builder-oracle.ts)', () => {
  it.each([
    ['oracle-1', 1, 40, open, {}],
    ['oracle-2', 2, 60, closed, {}],
    ['oracle-3', 3, 80, open, { checkpointEvery: 16 }],
    ['oracle-4', 1, 30, closed, { checkpointEvery: 1 }],
    ['oracle-5', 2, 50, open, { perspectives: ['p2', 'public'] }],
  ] as [string, number, number, GameSettings, BuildOptions][])('%s (draw decks x%d, turn cap %d, %j, %j)', (seed, times, turnCap, settings, options) => {
    const game = runGame({ seed, decks: larger(times), turnCap, checks: 'none' });
    const input = stored(seed, game.events as GameEvent[], settings);
    const built = buildReplays(input, engine, signer, options);
    const expected = buildReplaysOracle(input, engine, signer, options);
    expect([...built.keys()]).toEqual([...expected.keys()]);
    expect(built.size).toBeGreaterThan(1);
    for (const [perspective, text] of expected) expect(built.get(perspective)).toBe(text);
    // the files as bytes (what the replay job stores): the UTF-8 of the same text
    const bytes = buildReplayBytes(input, engine, signer, options);
    expect([...bytes.keys()]).toEqual([...expected.keys()]);
    for (const [perspective, text] of expected) expect(Buffer.from(bytes.get(perspective)!).equals(Buffer.from(text, 'utf8'))).toBe(true);
  });

  it('a judge rewinds a running game: the judge steps, the rewound branch, the board put back whole', () => {
    const game = runGame({ seed: 'oracle-rewind', decks: larger(2), turnCap: 40, checks: 'none' });
    const events = (game.events as GameEvent[]).slice(0, Math.floor(game.events!.length / 2));
    const to = events.length - 25;
    let state = engine.evolveAll(events);
    const past = { stateAt: (revision: number) => engine.evolveAll(events.slice(0, revision + 1)) };
    const run = (command: engine.Command) => {
      for (const event of engine.decide(state, command, past)) {
        events.push(event);
        state = engine.evolve(state, event);
      }
    };
    run({ type: 'CallJudge', actor: 'p2', text: 'that was not legal' });
    run({ type: 'MakeRuling', actor: 'director', judge: 'td', call: 'call-1', decision: 'back to before it', rule: engine.RULES.rewind, remedy: { kind: 'rewind', to, seed: 'fresh-seed-from-the-service-0001' } });
    expect(events.some((e) => e.type === 'GameRewound')).toBe(true);
    const input = stored('oracle-rewind', events, open);
    const built = buildReplays(input, engine, signer, { checkpointEvery: 10 });
    expect(built.get('public')).toContain('"rewound":true');
    for (const [perspective, text] of buildReplaysOracle(input, engine, signer, { checkpointEvery: 10 })) expect(built.get(perspective)).toBe(text);
  });

  it('a card that exposes both hands comes to a table and goes (what a hand shows changes with no hand changing)', () => {
    const game = runGame({ seed: 'oracle-probe', decks: starterDecks(), turnCap: 30, checks: 'none' });
    const all = [...(game.events as GameEvent[])];
    // one card of p1's draw deck made Alien Probe (Premiere 101_066: while it is in play both hands
    // are face up for everyone, engine view.ts), played to p1's table mid-game and discarded later
    const created = all[0] as Extract<GameEvent, { type: 'GameCreated' }>;
    const setup = created.cards.find((c) => c.owner === 'p1' && c.zone === 'draw:p1')!;
    const probe = setup.iid;
    all[0] = {
      ...created,
      cards: created.cards.map((c) => (c.iid === probe ? { ...c, blueprint: '101_066' } : c)),
      blueprints: { ...created.blueprints, '101_066': { ...created.blueprints[setup.blueprint]!, id: '101_066', title: 'Alien Probe' } },
    };
    const cut = Math.floor(all.length / 2);
    const events: GameEvent[] = [
      ...all.slice(0, cut),
      { type: 'CardPlayed', player: 'p1', card: probe, to: 'table:p1', normalCardPlay: false },
      ...all.slice(cut, cut + 30),
      { type: 'CardPlayed', player: 'p1', card: probe, to: 'discard:p1', normalCardPlay: false },
      ...all.slice(cut + 30, cut + 45),
    ];
    const exposed = engine.evolveAll(events.slice(0, cut + 1));
    expect(engine.viewScope(exposed, 'spectator')).toBe('hands-exposed');
    const input = stored('oracle-probe', events, open);
    const built = buildReplays(input, engine, signer, { checkpointEvery: 16 });
    for (const [perspective, text] of buildReplaysOracle(input, engine, signer, { checkpointEvery: 16 })) expect(built.get(perspective)).toBe(text);
  });

  it('a running game (the log cut mid-game), and one that cut again before and after an end', () => {
    const game = runGame({ seed: 'oracle-running', decks: larger(2), turnCap: 40, checks: 'none' });
    const events = game.events as GameEvent[];
    for (const cut of [1, 2, Math.floor(events.length / 3), events.length - 1]) {
      const input = stored('oracle-running', events.slice(0, cut), open);
      const built = buildReplays(input, engine, signer, { checkpointEvery: 7 });
      for (const [perspective, text] of buildReplaysOracle(input, engine, signer, { checkpointEvery: 7 })) expect(built.get(perspective)).toBe(text);
    }
  });
});
