/**
 * Tournament bench: time to pair one Swiss round for 64, 256 and 1,024 players (dense and sparse
 * candidate graphs), and time to compute standings. Run: npm run bench:tournament
 *
 * Each field is played through 4 simulated rounds first (random results, a few drops and late
 * entries), so round 5 is paired from realistic score groups and histories.
 */
import { performance } from 'node:perf_hooks';
import { computeStandings, createPrng, pairSwiss, pairingHistory, simulateTournament, type SwissCandidate, type TournamentState } from '@captains-log/tournament';

function candidatesFor(state: TournamentState): SwissCandidate[] {
  const history = pairingHistory(state);
  return computeStandings(state)
    .filter((row) => !row.dropped)
    .map((row) => ({ id: row.playerId, points: row.points, previousOpponents: history.opponents.get(row.playerId) ?? new Set(), hadBye: history.hadBye.has(row.playerId) }));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

console.log('tournament bench (node', process.version + ')');
for (const players of [64, 256, 1024]) {
  const sim = simulateTournament({ seed: `bench-${players}`, players, swissRounds: 4, dropRate: 0.02, lateEntries: 2, pairing: { sparseAbove: 300 } });
  const candidates = candidatesFor(sim.state);
  const repeats = players >= 1024 ? 3 : 7;
  const line: string[] = [`${String(players).padStart(5)} players (${candidates.length} to pair, after 4 rounds):`];
  const modes: [string, { sparseAbove: number; window?: number }][] =
    players >= 1024
      ? [['sparse w=24', { sparseAbove: 0, window: 24 }], ['sparse w=48', { sparseAbove: 0, window: 48 }], ['dense', { sparseAbove: Infinity }]]
      : [['dense', { sparseAbove: Infinity }], ['sparse w=24', { sparseAbove: 0, window: 24 }]];
  for (const [label, options] of modes) {
    const times: number[] = [];
    let diag = '';
    for (let i = 0; i < repeats; i += 1) {
      const started = performance.now();
      const result = pairSwiss(candidates, createPrng('bench', `${players}-${i}`), options);
      times.push(performance.now() - started);
      const d = result.diagnostics;
      diag = `rematches ${d.rematches}, pair-downs ${d.pairDowns} (distance ${d.pairDownDistance}), graph ${d.candidateGraph}`;
    }
    line.push(`  pair ${label.padEnd(12)} median ${ms(median(times)).padStart(10)} (n=${repeats}; ${diag})`);
  }
  const standingTimes: number[] = [];
  for (let i = 0; i < 7; i += 1) {
    const started = performance.now();
    computeStandings(sim.state);
    standingTimes.push(performance.now() - started);
  }
  line.push(`  standings          median ${ms(median(standingTimes)).padStart(10)} (n=7, ${sim.state.rounds.length} rounds)`);
  console.log(line.join('\n'));
}
