import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { generateKeyPairSync, sign } from 'node:crypto';
import * as engine from '@captains-log/engine';
import { runGame, starterDecks, type GameEvent, type PlayerSetup } from '@captains-log/engine';
import { buildReplayBytes, storedReplayInput, type ReplaySigner } from '@captains-log/replay';
const { privateKey } = generateKeyPairSync('ed25519');
const signer: ReplaySigner = { keyId: 'k', publicKeyRaw: 'x', sign: (m) => sign(null, Buffer.from(m), privateKey).toString('base64') } as ReplaySigner;
function largerDecks(times: number): [PlayerSetup, PlayerSetup] {
  const [a, b] = starterDecks().map((setup) => ({ ...setup, deck: setup.deck.map((entry) => (entry.zone === 'draw' ? { ...entry, count: entry.count * times } : entry)) }));
  return [a!, b!];
}
async function main() {
  let events: GameEvent[] = [];
  for (let i = 0; i < 12 && events.length < 2000; i++) {
    const sim = runGame({ seed: `bench-replay-${i}`, decks: largerDecks(5), turnCap: 500, concedeChance: 0, checks: 'none' });
    if (sim.events!.length > events.length) events = sim.events as GameEvent[];
  }
  events = events.slice(0, 2000);
  const input = storedReplayInput('long', events);
  for (let i = 0; i < 6; i++) buildReplayBytes(input, engine, signer);
  const runs = Number(process.env.RUNS ?? 10);
  const prof = !!process.env.PROF;
  const s = new Session();
  if (prof) { s.connect(); await s.post('Profiler.enable'); await s.post('Profiler.setSamplingInterval', { interval: 200 }); await s.post('Profiler.start'); }
  const times: number[] = [];
  for (let i = 0; i < runs; i++) { const t = performance.now(); buildReplayBytes(input, engine, signer); times.push(performance.now() - t); }
  if (prof) { const { profile } = await s.post('Profiler.stop'); writeFileSync('/work/notes/replay.cpuprofile', JSON.stringify(profile)); }
  times.sort((a, b) => a - b);
  console.log('median', times[Math.floor(times.length / 2)]!.toFixed(1), 'min', times[0]!.toFixed(1));
}
void main();
