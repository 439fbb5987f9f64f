/**
 * Tournament bench: time to pair one Swiss round and to compute standings. Run: npm run bench:tournament
 * (BENCH_JSON=1 prints a last line of JSON with the figures).
 *
 * Every pairing is the optimum of the complete ("dense") graph; how long that takes depends on how
 * far the optimum is from the candidate graph it starts from (src/matching/README.md in
 * libs/tournament). So the 1,024-player fields are:
 *  - the worst cases, run first so that the very first call also shows the cold start (V8 has not
 *    compiled anything yet): a "rematch wall" (every player has already met the 12 players above
 *    and the 12 below, i.e. the whole rank window of the candidate graph, so the first solution is
 *    a poor one and several pricing rounds follow; an even and an odd field) and one score group
 *    of 1,024 tied players (the seeded preference decides everything);
 *  - the simulated fields after 4 and 9 rounds (random results, drops, late entries): the usual
 *    case, where the candidate ("sparse") graph nearly holds the optimum already;
 *  - the complete graph handed to the blossom solver directly (`sparseAbove: Infinity`), the way
 *    main paired a dense graph before issue 17 (one run: it takes seconds).
 * Figures: swissPairing1024DenseMs = the slowest worst case (median of its runs),
 * swissPairing1024SparseMs = the simulated field after 4 rounds (median).
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  computeStandings,
  createPrng,
  pairSwiss,
  simulateTournament,
  swissCandidates,
  type SwissCandidate,
  type SwissPairingOptions,
  type SwissPairingResult,
  type TournamentState,
} from '@captains-log/tournament';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const figures: Record<string, number | string> = {};

interface Timing {
  first: number;
  median: number;
  max: number;
  /** this process's CPU time, median (the cores are shared: wall time also counts other processes) */
  cpuMedian: number;
  cpuFirst: number;
  result: SwissPairingResult;
}

function timePairing(candidates: readonly SwissCandidate[], label: string, repeats: number, options: SwissPairingOptions = {}): Timing {
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let result: SwissPairingResult | undefined;
  for (let i = 0; i < repeats; i += 1) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    result = pairSwiss(candidates, createPrng('bench', `${label}-${i}`), options);
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
  }
  return { first: times[0]!, median: median(times), max: Math.max(...times), cpuMedian: median(cpuTimes), cpuFirst: cpuTimes[0]!, result: result! };
}

function describe(t: Timing, repeats: number, completeEdges: number): string {
  const d = t.result.diagnostics;
  const w = t.result.work!;
  return (
    `median ${ms(t.median).padStart(10)}, first ${ms(t.first).padStart(9)} (CPU ${ms(t.cpuFirst)}), max ${ms(t.max).padStart(9)}, CPU median ${ms(t.cpuMedian).padStart(9)} (n=${repeats}; ` +
    `${w.solves} solve${w.solves === 1 ? '' : 's'}, last graph ${w.edges.toLocaleString('en')} of ≤ ${completeEdges.toLocaleString('en')} pairs; ` +
    `rematches ${d.rematches}, pair-downs ${d.pairDowns} (distance ${d.pairDownDistance}), bye ${t.result.byes.length})`
  );
}

/** Pairs of the complete graph (with the bye vertex's, which only eligible players have). */
const completeEdges = (m: number) => (m * (m - 1)) / 2 + (m % 2 === 1 ? m : 0);

/** Points like a field after 9 rounds (0–2 per round), in standings order. */
function rematchWall(players: number, reach: number): SwissCandidate[] {
  const prng = createPrng('bench', `wall-${players}`);
  const points = Array.from({ length: players }, () => {
    let total = 0;
    for (let r = 0; r < 9; r += 1) total += prng.int(3);
    return total;
  }).sort((a, b) => b - a);
  return points.map((p, i) => ({
    id: `p${i}`,
    points: p,
    previousOpponents: Array.from({ length: 2 * reach + 1 }, (_, k) => i - reach + k)
      .filter((j) => j >= 0 && j < players && j !== i)
      .map((j) => `p${j}`),
    hadBye: i >= players - 40,
  }));
}

function simulated(players: number, rounds: number): { state: TournamentState; candidates: SwissCandidate[] } {
  const sim = simulateTournament({ seed: `bench-${players}`, players, swissRounds: rounds, dropRate: 0.02, lateEntries: 2 });
  return { state: sim.state, candidates: swissCandidates(sim.state, rounds + 1) };
}

console.log(`tournament bench (node ${process.version}, ${cpus().length} cpus, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')})`);

// ---- 1,024 players: worst cases first (the first call is cold) --------------------------------
console.log('1024 players, worst cases for the exact pairing (optimum of the complete graph):');
const worst: [string, SwissCandidate[]][] = [
  ['rematch wall, 1,023 players (odd: a bye)', rematchWall(1023, 12)],
  ['rematch wall, 1,024 players', rematchWall(1024, 12)],
  ['one score group of 1,024', Array.from({ length: 1024 }, (_, i) => ({ id: `p${i}`, points: 2, previousOpponents: [], hadBye: false }))],
];
let denseWorst = 0;
let denseWorstCpu = 0;
let denseFirst = 0;
let denseFirstCpu = 0;
for (const [index, [label, candidates]] of worst.entries()) {
  const repeats = 5;
  const t = timePairing(candidates, label, repeats);
  if (index === 0) {
    denseFirst = t.first;
    denseFirstCpu = t.cpuFirst;
  }
  denseWorst = Math.max(denseWorst, t.median);
  denseWorstCpu = Math.max(denseWorstCpu, t.cpuMedian);
  console.log(`  ${label.padEnd(42)} ${describe(t, repeats, completeEdges(candidates.length))}`);
}
figures.swissPairing1024DenseMs = Number(denseWorst.toFixed(1));
figures.swissPairing1024DenseCpuMs = Number(denseWorstCpu.toFixed(1));
figures.swissPairing1024DenseFirstCallMs = Number(denseFirst.toFixed(1));
figures.swissPairing1024DenseFirstCallCpuMs = Number(denseFirstCpu.toFixed(1));

// ---- simulated fields ---------------------------------------------------------------------------
for (const [players, rounds] of [
  [64, 4],
  [256, 4],
  [1024, 4],
  [1024, 9],
] as const) {
  const { state, candidates } = simulated(players, rounds);
  const repeats = players >= 1024 ? 5 : 7;
  const t = timePairing(candidates, `sim-${players}-${rounds}`, repeats);
  console.log(`${String(players).padStart(5)} players after ${rounds} rounds (${candidates.length} to pair):`);
  console.log(`  pair (exact)                              ${describe(t, repeats, completeEdges(candidates.length))}`);
  if (rounds === 4) {
    const standingTimes: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const started = performance.now();
      computeStandings(state);
      standingTimes.push(performance.now() - started);
    }
    console.log(`  standings                                 median ${ms(median(standingTimes)).padStart(10)} (n=7, ${state.rounds.length} rounds)`);
    figures[`standings${players}Ms`] = Number(median(standingTimes).toFixed(1));
    figures[players === 1024 ? 'swissPairing1024SparseMs' : `swissPairing${players}Ms`] = Number(t.median.toFixed(1));
    if (players === 1024) figures.swissPairing1024SparseCpuMs = Number(t.cpuMedian.toFixed(1));
    if (players === 1024) {
      const direct = timePairing(candidates, 'direct', 1, { sparseAbove: Infinity });
      console.log(`  complete graph solved directly            ${describe(direct, 1, completeEdges(candidates.length))}`);
      figures.swissPairing1024CompleteGraphDirectMs = Number(direct.median.toFixed(1));
    }
  } else figures[`swissPairing${players}After${rounds}RoundsMs`] = Number(t.median.toFixed(1));
}

figures.loadAverage1m = Number(loadavg()[0]!.toFixed(2));
if (process.env.BENCH_JSON === '1') console.log(JSON.stringify(figures));
