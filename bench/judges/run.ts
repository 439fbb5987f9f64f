/**
 * Judges (issue 13; docs/judges.md › Measurements): on one long random game (starter decks, draw decks x3) recorded as
 * the game service appends it (a batch per command, the command in its first event's metadata):
 * what the judge's page asks of the api each time it is read — the log folded to a revision, the
 * whole log re-validated through today's decide, the rewound flags — and what a ruling costs: the
 * difference between two revisions in words, a rewind decided to the middle of the log.
 * Since the judge's page follows the game live (it reads the judge's view again after each burst),
 * the view's cost is what a judge watching a game costs the api per burst: the api keeps how far it
 * re-validated each game and goes on from there (the last batch after an earlier read, measured).
 * BENCH_JSON=1 prints a last line of JSON with the figures.
 */
import { loadavg } from 'node:os';
import {
  decide,
  describeDiff,
  evolve,
  evolveAll,
  legalCommands,
  recordedBatches,
  revalidate,
  revalidateLog,
  rewoundFlags,
  RULES,
  starterDecks,
  type Command,
  type GameEvent,
  type GameState,
  type PlayerId,
} from '@captains-log/engine';

const TARGET_EVENTS = Number(process.env.JUDGE_BENCH_EVENTS ?? 2500);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const time = (runs: number, f: () => unknown): number => {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    f();
    times.push(performance.now() - started);
  }
  return median(times);
};

/** A seeded choice among the legal commands (no Concede), as a player clicking through. */
function chooser(seed: number) {
  let x = seed;
  return <T>(list: readonly T[]): T => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return list[x % list.length]!;
  };
}

/** Records a game as the service stores it: events with their command id and, in each batch's first, the command. */
function recordGame(seed: number) {
  const events: { revision: number; data: GameEvent; metadata: { commandId: string; command?: Command } }[] = [];
  // the state so far (the loop reads it: who acts, what is legal)
  let state: GameState = evolveAll([]);
  const pick = chooser(seed);
  const append = (command: Command, n: number) => {
    const produced = decide(state, command, { stateAt: (revision) => evolveAll(events.slice(0, revision + 1).map((e) => e.data)) });
    produced.forEach((data, i) => {
      events.push({ revision: events.length, data, metadata: { commandId: `c${n}`, ...(i === 0 ? { command } : {}) } });
      state = evolve(state, data);
    });
  };
  // the starter decks with every draw-deck card three times: longer games (as bench/replay does)
  const [a, b] = starterDecks().map((setup) => ({ ...setup, deck: setup.deck.map((entry) => (entry.zone === 'draw' ? { ...entry, count: entry.count * 3 } : entry)) }));
  append({ type: 'CreateGame', actor: 'system', gameId: `judges-${seed}`, seed: `judges-bench-${seed}-0000`, players: [a, b] } as Command, 0);
  for (let n = 1; events.length < TARGET_EVENTS && state.phase !== 'ended' && n < 20_000; n += 1) {
    const actor = (state.awaiting[0]?.player ?? state.turn?.player) as PlayerId | undefined;
    if (!actor) break;
    const legal = legalCommands(state, actor).filter((c) => c.type !== 'Concede');
    if (legal.length === 0) break;
    append(pick(legal), n);
  }
  // a game still running (a ruling on an ended game is refused): the log before the batch that ended it
  const ended = events.findIndex((e) => e.data.type === 'GameEnded');
  if (ended >= 0) {
    const batch = events[ended]!.metadata.commandId;
    events.splice(events.findIndex((e) => e.metadata.commandId === batch));
  }
  return { events };
}

function main() {
  const load = loadavg().map((l) => Number(l.toFixed(2)));
  let game = recordGame(1);
  for (let seed = 2; game.events.length < TARGET_EVENTS && seed < 12; seed += 1) {
    const other = recordGame(seed);
    if (other.events.length > game.events.length) game = other;
  }
  const { events } = game;
  const data = events.map((e) => e.data);
  const middle = Math.floor(events.length / 2);
  const head = events.length - 1;
  console.log(`judges bench: a random game (starter decks, draw decks x3) of ${events.length} events, still running (load average ${load.join(' ')})`);

  // the judge's view (GET /games/:id/judge?at=N): the state at N, the rewound flags, the re-validation
  const foldMs = time(5, () => evolveAll(data.slice(0, middle + 1)));
  const flagsMs = time(5, () => rewoundFlags(data));
  let consistent = false;
  const revalidateMs = time(3, () => (consistent = revalidateLog(events, undefined).consistent));
  // the next read after one more batch: resumed from where the earlier read stopped (apps/api judge-log.ts)
  const batches = recordedBatches(events);
  const earlier = revalidate(batches.slice(0, -1));
  let resumedConsistent = false;
  const resumeMs = time(9, () => (resumedConsistent = revalidate(batches, undefined, earlier).consistent));
  // "What changed?" between two revisions, and a rewind ruling to the middle
  const before = evolveAll(data.slice(0, middle));
  const after = evolve(before, data[middle]!);
  const diffMs = time(9, () => describeDiff(before, after));
  const now = evolveAll(data);
  const past = { stateAt: (revision: number) => evolveAll(data.slice(0, revision + 1)) };
  const rewind: Command = {
    type: 'MakeRuling',
    actor: 'director',
    judge: 'td',
    decision: 'back to the middle',
    rule: RULES.breakingRules,
    remedy: { kind: 'rewind', to: middle, seed: 'fresh-seed-from-the-service-0001' },
  } as Command;
  let rewindBytes = 0;
  const rewindMs = time(3, () => {
    const produced = decide(now, rewind, past);
    rewindBytes = JSON.stringify(produced.find((e) => e.type === 'GameRewound')).length;
  });

  const figures = {
    bench: 'judges',
    events: events.length,
    loadAverage: load,
    judgeViewFoldToMiddleMs: Number(foldMs.toFixed(2)),
    judgeViewRewoundFlagsMs: Number(flagsMs.toFixed(2)),
    revalidateWholeLogMs: Number(revalidateMs.toFixed(1)),
    revalidationConsistent: consistent,
    revalidateNextBatchAfterEarlierReadMs: Number(resumeMs.toFixed(2)),
    diffInWordsMs: Number(diffMs.toFixed(3)),
    rewindToMiddleMs: Number(rewindMs.toFixed(1)),
    gameRewoundFactBytes: rewindBytes,
    headRevision: head,
  };
  console.log(
    `judge's view: fold to event ${middle} ${foldMs.toFixed(1)} ms, rewound flags ${flagsMs.toFixed(2)} ms, ` +
      `re-validation of the whole log ${revalidateMs.toFixed(0)} ms (${consistent ? 'consistent' : 'DIVERGES'}), ` +
      `the next batch after an earlier read ${resumeMs.toFixed(2)} ms; ` +
      `"What changed?" ${diffMs.toFixed(2)} ms; a rewind ruling to the middle ${rewindMs.toFixed(0)} ms (GameRewound ${(rewindBytes / 1024).toFixed(1)} KiB)`,
  );
  if (!consistent || !resumedConsistent) process.exitCode = 1;
  if (process.env.BENCH_JSON === '1') console.log(JSON.stringify(figures));
}

main();
