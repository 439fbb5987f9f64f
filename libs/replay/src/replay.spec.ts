import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import * as engine from '@captains-log/engine';
import { runGame, starterDecks, type GameEvent, type GameState, type PlayerSetup } from '@captains-log/engine';
import { BoardSet, BoardTracker, ZoneChanges, boardOf } from './board';
import { diff } from './patch';
import { buildReplays, ReplayBuildError, type ReplayInput, type ReplaySigner, type StoredGameEvent } from './builder';
import { canonicalJson } from '@captains-log/hashing';
import { GENESIS_HASH, viewerOf, type Board, type Perspective } from './format';
import { ReplayModel, parseReplay } from './model';
import { printReplay } from './print';
import { describeEvent } from './describe';
import { sha256Hex } from '@captains-log/hashing';
import { verifyReplay, verifyReplaySet, type SignatureCheck } from './verify';

const { privateKey } = generateKeyPairSync('ed25519');
const rawOf = (key: KeyObject) => Buffer.from(createPublicKey(key).export({ format: 'jwk' }).x!, 'base64url').toString('base64');
const signer: ReplaySigner = {
  publicKeyRaw: rawOf(privateKey),
  sign: (message) => sign(null, Buffer.from(message, 'utf8'), privateKey).toString('base64'),
};
const check: SignatureCheck = (raw, message, signature) =>
  verify(
    null,
    Buffer.from(message, 'utf8'),
    createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(raw, 'base64').toString('base64url') }, format: 'jwk' }),
    Buffer.from(signature, 'base64'),
  );

function storedGame(seed: string, settings = { openAfterEnd: true, spectators: true }) {
  const sim = runGame({ seed, decks: starterDecks(), turnCap: 12 });
  const stream = `game-${seed}`;
  let prev = GENESIS_HASH;
  const events: StoredGameEvent[] = sim.events!.map((data, revision) => {
    const metadata = { recordedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, revision)).toISOString(), commandId: `c${revision}`, command: { type: 'x', actor: 'p1' } };
    const body = canonicalJson({ id: `e${revision}`, stream, revision, type: data.type, schemaVersion: 1, data, metadata });
    const hash = createHash('sha256').update(prev).update(body).digest('hex');
    const stored = { id: `e${revision}`, stream, revision, type: data.type, schemaVersion: 1, data, metadata, prevHash: prev, hash };
    prev = hash;
    return stored;
  });
  const input: ReplayInput = {
    gameId: seed,
    stream,
    events,
    players: [
      { seat: 'p1', handle: 'kirk', name: 'James Kirk' },
      { seat: 'p2', handle: 'kor', name: 'Kor' },
    ],
    tournament: null,
    settings,
    rules: { engine: '@captains-log/engine', version: '0.1.0', eventSchema: 1 },
  };
  return { input, sim };
}

const { input, sim } = storedGame('replay-spec-1');
const files = buildReplays(input, engine, signer, { checkpointEvery: 16 });

describe('replay files', () => {
  it('exist per perspective, full only when the settings open the record', () => {
    expect([...files.keys()]).toEqual(['public', 'p1', 'p2', 'full']);
    const closed = buildReplays(storedGame('replay-spec-1', { openAfterEnd: false, spectators: true }).input, engine, signer);
    expect([...closed.keys()]).toEqual(['public', 'p1', 'p2']);
  });

  it('refuse a log that is not a game: no events, a gap in revisions, a first event other than GameCreated', () => {
    expect(() => buildReplays({ ...input, events: [] }, engine, signer)).toThrow(ReplayBuildError);
    const gap = input.events.filter((e) => e.revision !== 3);
    expect(() => buildReplays({ ...input, events: gap }, engine, signer)).toThrow('expected revision 3, found 4');
    // without GameCreated the fold has no table: the error says so before anything is folded
    const headless = input.events.slice(1).map((e, revision) => ({ ...e, revision }));
    expect(() => buildReplays({ ...input, events: headless }, engine, signer)).toThrow(new ReplayBuildError(`${input.stream} does not start with GameCreated`));
  });

  it('are byte-identical when built twice', () => {
    const again = buildReplays(input, engine, signer, { checkpointEvery: 16 });
    for (const [p, text] of files) expect(again.get(p)).toBe(text);
  });

  it('carry the header: players, result, seed reveal, signed head, turn index', () => {
    const { header } = parseReplay(files.get('public')!);
    expect(header.steps).toBe(sim.events!.length);
    expect(header.result).toEqual(sim.state.result);
    expect(header.seed.reveal).not.toBeNull();
    expect(sha256Hex(header.seed.reveal!)).toBe(header.seed.commitment);
    expect(header.head.hash).toBe(input.events[input.events.length - 1]!.hash);
    expect(header.turns.length).toBeGreaterThan(3);
    expect(header.turns[0]!.turn).toBe(1);
  });

  it.each(['public', 'p1', 'p2', 'full'] as Perspective[])('%s: verifies (chain, signatures, seed, checkpoints)', async (p) => {
    const result = await verifyReplay(files.get(p)!, check, { trustedPublicKey: signer.publicKeyRaw });
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    if (p === 'full') expect(result.linkedOnly).toBe(0);
    else expect(result.linkedOnly).toBeGreaterThan(0);
  });

  it('names the first broken frame when a frame is changed, and fails the file signature', async () => {
    const lines = files.get('full')!.split('\n');
    const index = lines.findIndex((l) => l.includes('"kind":"frame"') && l.includes('"type":"TurnBegan"'));
    const frame = JSON.parse(lines[index]!);
    frame.event.player = frame.event.player === 'p1' ? 'p2' : 'p1';
    lines[index] = canonicalJson(frame);
    const result = await verifyReplay(lines.join('\n'), check);
    expect(result.ok).toBe(false);
    expect(result.brokenAt).toBe(frame.step);
    expect(result.checks.fileSignature).toBe(false);
  });

  it('detects a changed redacted frame through the file signature, and a foreign key', async () => {
    const lines = files.get('public')!.split('\n');
    const index = lines.findIndex((l) => l.includes('"kind":"frame"') && !l.includes('"stored"'));
    lines[index] = lines[index]!.replace('"text":"', '"text":"forged ');
    const result = await verifyReplay(lines.join('\n'), check);
    expect(result.checks.chain).toBe(true);
    expect(result.checks.fileSignature).toBe(false);
    expect(result.ok).toBe(false);
    const other = generateKeyPairSync('ed25519').privateKey;
    const foreign = await verifyReplay(files.get('public')!, check, { trustedPublicKey: rawOf(other) });
    expect(foreign.ok).toBe(false);
    expect(foreign.checks.trustedKey).toBe(false);
    const truncated = await verifyReplay(files.get('public')!.split('\n').slice(0, 30).join('\n'), check);
    expect(truncated.ok).toBe(false);
  });

  it.each(['public', 'p1', 'p2', 'full'] as Perspective[])('%s: every step seeks to the engine view at that step', (p) => {
    const model = ReplayModel.fromText(files.get(p)!);
    const states: GameState[] = [];
    let state = engine.initialState();
    for (const e of sim.events!) states.push((state = engine.evolve(state, e as GameEvent)));
    const expected = (step: number) => boardOf(engine.view(states[step]!, viewerOf(p), { openAfterEnd: true }));
    for (let step = 0; step < states.length; step++) expect(model.boardAt(step)).toEqual(expected(step));
    // backwards and jumping
    for (const step of [states.length - 1, 3, 40, 17, 16, 15, 0, states.length - 2]) expect(model.boardAt(step)).toEqual(expected(step));
  });

  it('hides what a perspective may not see while the game runs', () => {
    const pub = ReplayModel.fromText(files.get('public')!);
    const p1 = ReplayModel.fromText(files.get('p1')!);
    const mid = pub.header.turns[2]!.step;
    const hand1 = pub.boardAt(mid).zones['hand:p1']!;
    expect(hand1.length).toBeGreaterThan(0);
    expect(hand1.every((c) => 'hidden' in c)).toBe(true);
    expect(p1.boardAt(mid).zones['hand:p1']!.every((c) => !('hidden' in c))).toBe(true);
    expect(p1.boardAt(mid).zones['hand:p2']!.every((c) => 'hidden' in c)).toBe(true);
    expect(pub.frames[0]!.event).not.toHaveProperty('cards');
    expect(files.get('public')!).not.toContain('"secret"');
  });

  it('prints a turn-by-turn log', () => {
    const text = printReplay(parseReplay(files.get('full')!));
    expect(text).toContain('== Setup and seeding');
    expect(text).toContain('== Turn 1 — ');
    expect(text).toMatch(/Game over: /);
    expect(text.split('\n').length).toBeGreaterThan(sim.events!.length);
  });

  it('keeps key handling out: the same game signed by another key differs only in signatures, key and key-derived salts', () => {
    const other = createPrivateKey(generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }));
    const files2 = buildReplays(input, engine, { publicKeyRaw: rawOf(other), sign: (m) => sign(null, Buffer.from(m), other).toString('base64') });
    const strip = (t: string) =>
      t
        .split('\n')
        .slice(1, -2)
        .join('\n')
        .replace(/"(commitment|salt)":"[0-9a-f]{64}",/g, '');
    expect(strip(files2.get('p1')!)).toBe(strip(buildReplays(input, engine, signer).get('p1')!));
  });

  it('names cards and missions in its lines, never instance ids (manual effects, points, places)', () => {
    const ctx = {
      names: { p1: 'Kirk', p2: 'Kor' },
      title: (iid: string) => ({ c53: 'Federation Outpost', c9: 'Avert Disaster' })[iid] ?? null,
      location: (id: string) => (id === 'L1' ? 'Avert Disaster' : null),
    };
    expect(describeEvent({ type: 'ManualEffectDeclared', player: 'p1', source: 'c53', description: 'draw a card' }, ctx)).toBe('Manual effect by Kirk for Federation Outpost: draw a card');
    expect(describeEvent({ type: 'PointsScored', player: 'p1', points: 5, bonus: true, source: 'c53', manual: true }, ctx)).toBe('Manual: Kirk scores 5 bonus points (Federation Outpost)');
    expect(describeEvent({ type: 'CardsBeamed', player: 'p1', cards: ['c9'], from: 'aboard:c53', to: 'surface:L1', via: 'c53' }, ctx)).toContain('the planet at Avert Disaster');
    // Issue 15: a special report to a planet names the place; one aboard a facility names the facility.
    expect(describeEvent({ type: 'CardReported', player: 'p1', card: 'c9', facility: 'L1', to: 'surface:L1', normalCardPlay: false }, ctx)).toBe('Kirk reports Avert Disaster for duty at the planet at Avert Disaster');
    expect(describeEvent({ type: 'CardReported', player: 'p1', card: 'c9', facility: 'c53', to: 'aboard:c53', normalCardPlay: true }, ctx)).toBe('Kirk reports Avert Disaster for duty at Federation Outpost');
    // Issue 15 (qflash): every card a Q-Flash draws has its line.
    expect(describeEvent({ type: 'QFlashCardDrawn', source: 'c53', card: 'c9', title: 'Avert Disaster', owner: 'p2', to: 'encounter:L1', duplicate: false, remaining: 3 }, ctx)).toBe('Q-Flash draws Avert Disaster');
    expect(describeEvent({ type: 'QFlashBegan', source: 'c53', step: 0, owner: 'p2', team: 'crew', count: 4 }, ctx)).toBe("Federation Outpost: a Q-Flash of 4 from Kor's Q-Continuum");
    // Issue 15, third pass: limited uses once per turn, once per game, once for a card.
    expect(describeEvent({ type: 'CardAbilityUsed', player: 'p1', title: 'The Power', turn: 3 }, ctx)).toBe('Kirk uses The Power (once this turn)');
    expect(describeEvent({ type: 'CardAbilityUsed', player: 'p1', title: 'Cowboy Diplomacy (once per game)', turn: 3 }, ctx)).toBe('Kirk uses Cowboy Diplomacy (once per game)');
    expect(describeEvent({ type: 'CardAbilityUsed', player: 'p2', title: 'Klingon Death Yell@c9', turn: 3 }, ctx)).toBe('Kor uses Klingon Death Yell for Avert Disaster (once for it)');
    // Issue 15: a special download names the card played, where it went and the card whose icon was used.
    expect(describeEvent({ type: 'CardDownloaded', player: 'p1', card: 'c9', title: 'Avert Disaster', from: 'draw:p1', to: 'surface:L1', source: 'c53', spent: 'p1|Federation Outpost|0' }, ctx)).toBe(
      'Kirk downloads Avert Disaster to the planet at Avert Disaster (special download of Federation Outpost)',
    );
  });
});

describe('damage on the board (issue 15: facilities and ships in ship battle)', () => {
  it('a damaged ship or facility shows its rotation damage markers to every perspective; an undamaged one shows none', () => {
    const game = runGame({ seed: 'replay-damage', decks: starterDecks(), turnCap: 12, checks: 'none' });
    const state = game.events!.reduce((s: GameState, e) => engine.evolve(s, e), engine.initialState());
    const facility = Object.values(state.cards).find((c) => c.zone.startsWith('space:'));
    if (!facility) throw new Error('expected a facility or ship in space in the starter game');
    const damaged: GameState = { ...state, cards: { ...state.cards, [facility.iid]: { ...facility, damage: 1 } } };
    for (const p of ['public', 'p1', 'p2'] as Perspective[]) {
      const shown = (board: Board) => Object.values(board.zones).flat().find((c) => !('hidden' in c) && c.iid === facility.iid) as { damage?: number } | undefined;
      expect(shown(boardOf(engine.view(damaged, viewerOf(p), { openAfterEnd: true })))?.damage).toBe(1);
      expect(shown(boardOf(engine.view(state, viewerOf(p), { openAfterEnd: true })))).not.toHaveProperty('damage');
    }
  });
});

describe('boards built incrementally', () => {
  const larger = (times: number): [PlayerSetup, PlayerSetup] => {
    const [a, b] = starterDecks().map((setup) => ({ ...setup, deck: setup.deck.map((e) => (e.zone === 'draw' ? { ...e, count: e.count * times } : e)) }));
    return [a!, b!];
  };

  it.each([
    ['replay-incremental-1', 1, true],
    ['replay-incremental-2', 2, false],
    ['replay-incremental-3', 3, true],
  ] as const)('%s (draw decks x%d, openAfterEnd %s): every step equals the board of the whole view', (seed, times, openAfterEnd) => {
    const game = runGame({ seed, decks: larger(times), turnCap: 25, checks: 'none' });
    const options = { openAfterEnd };
    const changes = new ZoneChanges();
    // each perspective twice: told which cards changed (as the builder does), and not told
    const trackers = (['public', 'p1', 'p2', 'full'] as Perspective[]).flatMap((p) =>
      [true, false].map((told) => ({ viewer: viewerOf(p), told, tracker: new BoardTracker(engine, viewerOf(p), options) })),
    );
    let state = engine.initialState();
    let compared = 0;
    for (const [step, event] of game.events!.entries()) {
      const before = state;
      state = engine.evolve(state, event);
      const changed = changes.between(step === 0 ? null : before, state);
      for (const { viewer, told, tracker } of trackers) {
        expect(canonicalJson(tracker.next(state, changed, undefined, told ? changes.cards : undefined))).toBe(canonicalJson(boardOf(engine.view(state, viewer, options))));
        compared += 1;
      }
    }
    expect(state.phase).toBe('ended');
    expect(compared).toBe(8 * game.events!.length);
  });

  it('the same over an in-place fold (engine evolveStepwise, as the builder folds): every step equals the board of the whole view', () => {
    const game = runGame({ seed: 'replay-incremental-4', decks: larger(2), turnCap: 25, checks: 'none' });
    const options = { openAfterEnd: true };
    const changes = new ZoneChanges();
    const trackers = (['public', 'p1', 'p2', 'full'] as Perspective[]).map((p) => ({ viewer: viewerOf(p), tracker: new BoardTracker(engine, viewerOf(p), options) }));
    let compared = 0;
    engine.evolveStepwise(engine.initialState(), (next, start) => {
      let state = start;
      for (const [step, event] of game.events!.entries()) {
        const before = state;
        const folded = next(event);
        state = folded.state;
        const changed = changes.folded(step === 0 ? null : before, folded);
        for (const { viewer, tracker } of trackers) {
          expect(canonicalJson(tracker.next(state, changed, undefined, changes.cards))).toBe(canonicalJson(boardOf(engine.view(state, viewer, options))));
          compared += 1;
        }
      }
    });
    expect(compared).toBe(4 * game.events!.length);
  });

  it.each([
    ['replay-public-board-1', true],
    ['replay-public-board-2', false],
  ] as const)('one public board per step (BoardSet, issue 17), %s openAfterEnd %s: every perspective equals its whole view and its patch the plain diff, at every step', (seed, openAfterEnd) => {
    const game = runGame({ seed, decks: larger(2), turnCap: 25, checks: 'none' });
    const options = { openAfterEnd };
    const perspectives: Perspective[] = ['public', 'p1', 'p2', 'full'];
    const changes = new ZoneChanges();
    const set = new BoardSet(engine, perspectives.map(viewerOf), options);
    let previous: Board[] | null = null;
    let compared = 0;
    let sharedZones = 0;
    let ownZones = 0;
    engine.evolveStepwise(engine.initialState(), (next, start) => {
      let state = start;
      for (const [step, event] of game.events!.entries()) {
        const before = state;
        const folded = next(event);
        state = folded.state;
        const changed = changes.folded(step === 0 ? null : before, folded);
        const boards = set.next(state, changed, undefined, changes.cards);
        const wanted = perspectives.map((p) => boardOf(engine.view(state, viewerOf(p), options)));
        boards.forEach((board, i) => {
          expect(canonicalJson(board)).toBe(canonicalJson(wanted[i]));
          if (previous) expect(canonicalJson(set.patch(i, previous[i]!, board))).toBe(canonicalJson(diff(previous[i], wanted[i])));
          compared += 1;
          // a perspective's zone is the public zone itself unless it sees some card there otherwise
          for (const zone in board.zones) {
            if (board.zones[zone] === boards[0]!.zones[zone]) sharedZones += 1;
            else {
              ownZones += 1;
              expect(canonicalJson(board.zones[zone])).not.toBe(canonicalJson(boards[0]!.zones[zone]));
            }
          }
        });
        // boards are written in place by the next step: the diff's reference is a copy
        previous = wanted;
      }
    });
    expect(compared).toBe(4 * game.events!.length);
    expect(sharedZones).toBeGreaterThan(ownZones);
    expect(ownZones).toBeGreaterThan(0);
  });

  it('finds changed zones when cards are added, removed or reordered', () => {
    const card = (iid: string, zone: string, faceUp = false) => ({ iid, blueprint: 'x', owner: 'p1', zone, faceUp });
    const a = card('a', 'hand:p1');
    const b = card('b', 'draw:p1');
    const blueprints = {};
    const before = { blueprints, cards: { a, b }, zones: { 'hand:p1': ['a'], 'draw:p1': ['b'] } } as unknown as GameState;
    const changes = new ZoneChanges();
    expect(changes.between(null, before)).toBeNull();
    // b turned face up in place, a unchanged: only b's zone
    const flipped = { ...before, cards: { a, b: card('b', 'draw:p1', true) } } as unknown as GameState;
    expect([...changes.between(before, flipped)!]).toEqual(['draw:p1']);
    expect([...changes.cards!]).toEqual([['draw:p1', ['b']]]);
    // a new card c in a new zone, the instance list reordered
    const c = card('c', 'discard:p1');
    const added = { ...flipped, cards: { c, b: flipped.cards.b, a }, zones: { ...flipped.zones, 'discard:p1': ['c'] } } as unknown as GameState;
    expect([...changes.between(flipped, added)!].sort()).toEqual(['discard:p1']);
    expect([...changes.cards!]).toEqual([['discard:p1', ['c']]]);
    const changedA = { ...added, cards: { c, b: added.cards.b, a: card('a', 'hand:p1', true) } } as unknown as GameState;
    expect([...changes.between(added, changedA)!]).toEqual(['hand:p1']);
    // a removed from the game: its zone
    const removed = { ...changedA, cards: { c, b: changedA.cards.b }, zones: { ...changedA.zones, 'hand:p1': [] } } as unknown as GameState;
    expect([...changes.between(changedA, removed)!]).toEqual(['hand:p1']);
    expect(changes.cards!.size).toBe(0);
    expect(changes.between({ ...removed, blueprints: {} } as GameState, removed)).toBeNull();
  });
});

/** The same log with one event's data changed and the chain hashed again from there (a rewritten history). */
function rewritten(events: readonly StoredGameEvent[], revision: number): StoredGameEvent[] {
  let prev = GENESIS_HASH;
  return events.map((e) => {
    const data = e.revision === revision ? { ...(e.data as object), tampered: true } : e.data;
    const body = canonicalJson({ id: e.id, stream: e.stream, revision: e.revision, type: e.type, schemaVersion: e.schemaVersion, data, metadata: e.metadata });
    const hash = createHash('sha256').update(prev).update(body).digest('hex');
    const out = { ...e, data, prevHash: prev, hash };
    prev = hash;
    return out;
  });
}

describe('salted commitments (issue 14)', () => {
  it('commit to every frame in every perspective, with the salt only where the content is shown', async () => {
    const roots = new Set<string>();
    for (const [p, text] of files) {
      const { header, frames } = parseReplay(text);
      expect(header.commitments?.root).toMatch(/^[0-9a-f]{64}$/);
      roots.add(header.commitments!.root);
      for (const f of frames) {
        expect(f.commitment).toMatch(/^[0-9a-f]{64}$/);
        expect(f.salt !== undefined).toBe(f.stored !== undefined);
      }
      const result = await verifyReplay(text, check);
      expect([p, result.checks.commitments]).toEqual([p, true]);
    }
    expect(roots.size).toBe(1);
  });

  it('detect a change to a frame a perspective cannot see, against another perspective, without revealing it', async () => {
    const p1 = parseReplay(files.get('p1')!);
    const hidden = p1.frames.find((f) => f.stored === undefined && f.step > 0)!;
    expect(hidden).toBeDefined();
    expect(hidden.salt).toBeUndefined();
    const after = buildReplays({ ...input, events: rewritten(input.events, hidden.step) }, engine, signer, { checkpointEvery: 16 });
    // each file alone holds together
    expect((await verifyReplay(after.get('p1')!, check)).ok).toBe(true);
    expect((await verifyReplay(after.get('full')!, check)).ok).toBe(true);
    // the p1 file kept from before, checked with the director's file after: the hidden step is named
    const set = await verifyReplaySet([files.get('p1')!, after.get('full')!], check);
    expect(set.ok).toBe(false);
    expect(set.problems[0]).toBe(`step ${hidden.step}: the files commit to different events (the log changed at a step p1 cannot see)`);
    // untouched files of one game agree
    expect((await verifyReplaySet([...files.values()], check)).ok).toBe(true);
  });

  it('fail a shown frame whose content no longer matches its commitment', async () => {
    const lines = files.get('p1')!.split('\n');
    const index = lines.findIndex((l) => l.includes('"kind":"frame"') && l.includes('"salt"') && l.includes('"step":3,'));
    const frame = JSON.parse(lines[index]!);
    frame.salt = '0'.repeat(64);
    lines[index] = canonicalJson(frame);
    const result = await verifyReplay(lines.join('\n'), check);
    expect(result.checks.commitments).toBe(false);
    expect(result.problems).toContain('frame 3: its content does not match its commitment');
  });
});
