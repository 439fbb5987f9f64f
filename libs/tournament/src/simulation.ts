/**
 * Simulated tournaments driven through decide/evolve with random (seeded) results, drops, late
 * entries, re-entries, earned byes and corrections. Used by the property tests, the bench and
 * (later) the CLI's `simulate` command. Pure: all randomness from the given seed.
 */
import { decide } from './decide';
import { evolve, initialTournamentState } from './evolve';
import type { SwissPairingOptions } from './pairing/swiss';
import { createPrng, type Prng } from './prng';
import type { Actor, GameResult, PlayerId, TournamentCommand, TournamentEvent, TournamentState } from './types';

export interface SimulationOptions {
  seed: string;
  players: number;
  swissRounds?: number;
  /** Chance per active player to drop after each round. */
  dropRate?: number;
  /** Late entrants registered before rounds 2.. (total). */
  lateEntries?: number;
  /** Chance per round that a dropped player is re-entered by the director. */
  reinstateRate?: number;
  earnedByes?: number;
  topCutSize?: number;
  /** Number of past results corrected along the way. */
  corrections?: number;
  /** Share of results reported by players and confirmed (paper games). */
  paperRate?: number;
  finalize?: boolean;
  pairing?: SwissPairingOptions;
  /** Called after every accepted command with the state before it and its events. */
  observe?: (before: TournamentState, command: TournamentCommand, events: TournamentEvent[]) => void;
}

export interface Simulation {
  events: TournamentEvent[];
  state: TournamentState;
}

const DIRECTOR: Actor = { id: 'td', role: 'director' };

export function randomResult(prng: Prng, a: PlayerId, b: PlayerId, topCut: boolean): GameResult {
  const [w, l] = prng.int(2) === 0 ? [a, b] : [b, a];
  const roll = prng.int(1000);
  if (roll < 450) {
    // Full win; now and then by a win condition while behind on points (differential +1/−1).
    const behind = prng.int(20) === 0;
    const winnerScore = behind ? prng.int(60) : 100 + prng.int(40);
    const loserScore = behind ? winnerScore + prng.int(30) : prng.int(100) - 10;
    return { kind: 'full-win', winner: w, scores: { [w]: winnerScore, [l]: loserScore } };
  }
  if (roll < 700) {
    const loserScore = prng.int(90) - 5;
    return { kind: 'modified-win', winner: w, scores: { [w]: loserScore + 5 + prng.int(60), [l]: loserScore } };
  }
  if (roll < 770) return { kind: 'concession', conceded: l };
  if (roll < 810) {
    const sw = prng.int(90);
    const tie = !topCut && prng.int(5) === 0;
    return { kind: 'decks-exhausted', scores: { [w]: tie ? sw : sw + 5, [l]: tie ? sw : Math.max(-10, sw - 5 - prng.int(40)) } };
  }
  if (roll < 870 && !topCut) return { kind: 'tie', scores: { [a]: 40, [b]: 40 } };
  if (roll < 930) return { kind: 'no-show', absent: !topCut && prng.int(6) === 0 ? [a, b] : [l] };
  if (roll < 990) return { kind: 'game-loss', loser: l, reason: 'marked cards' };
  return { kind: 'disqualification', loser: l, reason: 'unsporting conduct' };
}

export function simulateTournament(options: SimulationOptions): Simulation {
  const prng = createPrng(options.seed, 'simulation');
  let state = initialTournamentState();
  const events: TournamentEvent[] = [];
  let minute = 0;
  const at = () => new Date(Date.UTC(2026, 0, 1, 9, 0) + (minute += 1) * 60_000).toISOString();
  const run = (command: TournamentCommand) => {
    const produced = decide(state, command, options.pairing ? { pairing: options.pairing } : {});
    options.observe?.(state, command, produced);
    for (const event of produced) state = evolve(state, event);
    events.push(...produced);
    return produced;
  };
  const cmd = <T extends Omit<TournamentCommand, 'at' | 'actor'>>(body: T, actor: Actor = DIRECTOR) => ({ ...body, at: at(), actor }) as unknown as TournamentCommand;

  run(
    cmd({
      type: 'CreateTournament',
      tournamentId: `sim-${options.seed}`,
      name: `Simulation ${options.seed}`,
      game: '1E',
      format: 'Open',
      seed: `simulation-seed-${options.seed}`,
      swissRounds: options.swissRounds ?? null,
      topCutSize: options.topCutSize ?? 0,
      eventLevel: 'regional',
    }),
  );
  let nextPlayer = 1;
  const register = () => {
    const id = `p${String(nextPlayer).padStart(4, '0')}`;
    nextPlayer += 1;
    run(cmd({ type: 'RegisterPlayer', playerId: id, name: `Player ${id}`, deckList: 'Seed: 1 Space\nDraw: 1 Tribble' }));
  };
  for (let i = 0; i < options.players; i += 1) register();
  run(cmd({ type: 'StartTournament' }));
  const swissRounds = state.swissRounds!;
  let lateLeft = options.lateEntries ?? 0;
  let earnedLeft = options.earnedByes ?? 0;
  let correctionsLeft = options.corrections ?? 0;

  const playRound = (topCut: boolean) => {
    run(cmd({ type: 'PairRound' }));
    const round = state.rounds[state.rounds.length - 1]!;
    run(cmd({ type: 'StartRound', round: round.round }));
    for (const table of round.tables) {
      const result = randomResult(prng, table.a, table.b, topCut);
      const paper = prng.next() < (options.paperRate ?? 0) && result.kind !== 'game-loss' && result.kind !== 'disqualification';
      if (paper) {
        const reporter = prng.int(2) === 0 ? table.a : table.b;
        const other = reporter === table.a ? table.b : table.a;
        run(cmd({ type: 'ReportResult', round: round.round, table: table.table, result }, { id: reporter, role: 'player' }));
        run(cmd({ type: 'ConfirmResult', round: round.round, table: table.table }, { id: other, role: 'player' }));
      } else run(cmd({ type: 'RecordResult', round: round.round, table: table.table, result }));
    }
  };

  for (let r = 1; r <= swissRounds; r += 1) {
    if (r > 1) {
      // Late entries and earned byes before pairing round r.
      const late = lateLeft > 0 ? Math.min(lateLeft, 1 + prng.int(2)) : 0;
      for (let i = 0; i < late; i += 1) register();
      lateLeft -= late;
    }
    if (earnedLeft > 0 && prng.int(2) === 0) {
      const active = state.playerOrder.filter((id) => !state.players[id]!.dropped && !(state.earnedByes[String(r)] ?? []).includes(id));
      if (active.length > 2) {
        run(cmd({ type: 'GrantEarnedBye', playerId: active[prng.int(active.length)]!, round: r, reason: 'qualifier winner' }));
        earnedLeft -= 1;
      }
    }
    playRound(false);
    if (correctionsLeft > 0 && prng.int(2) === 0) {
      const round = state.rounds[prng.int(state.rounds.length)]!;
      const table = round.tables[prng.int(round.tables.length)];
      if (table) {
        const result = randomResult(prng, table.a, table.b, false);
        if (JSON.stringify(result) !== JSON.stringify(table.result)) {
          run(cmd({ type: 'CorrectResult', round: round.round, table: table.table, result, reason: 'score slip was misread' }));
          correctionsLeft -= 1;
        }
      }
    }
    for (const id of state.playerOrder) {
      if (!state.players[id]!.dropped && prng.next() < (options.dropRate ?? 0)) run(cmd({ type: 'DropPlayer', playerId: id }, { id, role: 'player' }));
    }
    if (prng.next() < (options.reinstateRate ?? 0)) {
      const dropped = state.playerOrder.filter((id) => state.players[id]!.dropped && !state.players[id]!.disqualified);
      if (dropped.length) run(cmd({ type: 'ReinstatePlayer', playerId: dropped[prng.int(dropped.length)]!, reason: 'dropped by mistake' }));
    }
  }
  const eligible = state.playerOrder.filter((id) => !state.players[id]!.dropped).length;
  if ((options.topCutSize ?? 0) >= 2 && eligible >= 2) {
    run(cmd({ type: 'StartTopCut' }));
    while (state.topCut && state.rounds.length > 0) {
      const alive = state.topCut.seeds.length;
      if (alive < 2) break;
      const before = state.rounds.length;
      try {
        playRound(true);
      } catch (error) {
        if ((error as { code?: string }).code === 'TOP_CUT_COMPLETE') break;
        throw error;
      }
      if (state.rounds.length === before) break;
    }
  }
  if (options.finalize && !((options.topCutSize ?? 0) >= 2 && eligible < 2)) run(cmd({ type: 'FinalizeTournament' }));
  return { events, state };
}
