import { canonicalJson, sha256Hex } from '@captains-log/hashing';
import type { ReplayInput, StoredGameEvent } from './builder';
import { GENESIS_HASH } from './format';

/**
 * A game's events as the event store would hold them (ids, revisions a second apart, the hash chain from
 * GENESIS_HASH), as a replay build's input between Kirk (p1) and Kor (p2): for tests and benches that build replays
 * from engine games without a store (bench/replay, libs/platform's replay thread spec).
 */
export function storedReplayInput(id: string, events: readonly { readonly type: string }[]): ReplayInput {
  const stream = `game-${id}`;
  let prev = GENESIS_HASH;
  const stored: StoredGameEvent[] = events.map((data, revision) => {
    const metadata = { recordedAt: new Date(Date.UTC(2026, 0, 1) + revision * 1000).toISOString(), commandId: `c${revision}` };
    const body = { id: `${id}-${revision}`, stream, revision, type: data.type, schemaVersion: 1, data, metadata };
    const hash = sha256Hex(prev + canonicalJson(body));
    const event = { ...body, prevHash: prev, hash };
    prev = hash;
    return event;
  });
  return {
    gameId: id,
    stream,
    events: stored,
    players: [
      { seat: 'p1', handle: 'kirk', name: 'Kirk' },
      { seat: 'p2', handle: 'kor', name: 'Kor' },
    ],
    tournament: null,
    settings: { openAfterEnd: true, spectators: true },
    rules: { engine: '@captains-log/engine', version: 'test', eventSchema: 1 },
  };
}
