import { playerTiebreakValue } from './prng';
import { byeOutcome, missedRoundOutcome, tableOutcomes, type PlayerOutcome } from './scoring';
import type { PlayerId, TournamentConfig, TournamentState } from './types';

export interface StandingRow {
  rank: number;
  playerId: PlayerId;
  name: string;
  /** Tournament points (1st key). */
  points: number;
  /** Differential, CC ruling on OPG 7.4 (2nd key). */
  differential: number;
  /** Strength of schedule: mean over opponents of their points per round played (3rd key), 6 decimals. */
  strengthOfSchedule: number;
  /**
   * Head-to-head (4th key): points this player earned against the others tied with them on the first
   * three keys, when every pair of them has met; null when it cannot decide (not all met, or no tie).
   */
  headToHead: number | null;
  /** Seeded random value (5th key, higher first). */
  randomTiebreak: number;
  wins: number;
  modifiedWins: number;
  ties: number;
  losses: number;
  byes: number;
  missedRounds: number;
  roundsWithResult: number;
  opponents: PlayerId[];
  dropped: boolean;
  /** issue 13: penalties recorded against the player (game losses also count as results) */
  penalties: { penalty: string; gameId: string; round: number | null }[];
  disqualified: boolean;
  outcomes: PlayerOutcome[];
}

/** Every Swiss outcome per player, from final results only (pending reports do not count). */
export function swissOutcomes(state: TournamentState, throughRound = Infinity): Map<PlayerId, PlayerOutcome[]> {
  const config = state.config;
  const byPlayer = new Map<PlayerId, PlayerOutcome[]>();
  if (!config) return byPlayer;
  for (const id of state.playerOrder) byPlayer.set(id, []);
  const swissRounds = state.rounds.filter((r) => r.phase === 'swiss' && r.round <= throughRound);
  for (const round of swissRounds) {
    for (const t of round.tables) {
      if (!t.result) continue;
      const [oa, ob] = tableOutcomes(round.round, t.a, t.b, t.result, config.scoringProfile, config.winTarget);
      byPlayer.get(t.a)?.push(oa);
      byPlayer.get(t.b)?.push(ob);
    }
    for (const bye of round.byes) byPlayer.get(bye.player)?.push(byeOutcome(round.round, bye.kind, config.scoringProfile, config.winTarget));
    for (const id of state.playerOrder) {
      const player = state.players[id]!;
      if (round.round < player.firstRound) byPlayer.get(id)!.push(missedRoundOutcome(round.round, config.lateEntryRule, config.scoringProfile));
    }
  }
  for (const list of byPlayer.values()) list.sort((x, y) => x.round - y.round);
  return byPlayer;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Swiss standings: points, differential, strength of schedule, head-to-head, seeded random, in that
 * order, with every key shown. Dropped and disqualified players stay in the table with their results.
 */
export function computeStandings(state: TournamentState, options: { throughRound?: number } = {}): StandingRow[] {
  const config = state.config as TournamentConfig | null;
  if (!config) return [];
  const outcomes = swissOutcomes(state, options.throughRound);
  const points = new Map<PlayerId, number>();
  const rounds = new Map<PlayerId, number>();
  for (const [id, list] of outcomes) {
    points.set(id, list.reduce((sum, o) => sum + o.points, 0));
    rounds.set(id, list.length);
  }
  const rows: StandingRow[] = state.playerOrder.map((id) => {
    const player = state.players[id]!;
    const list = outcomes.get(id)!;
    const opponents = list.filter((o) => o.opponent !== null).map((o) => o.opponent!);
    // Sum in a canonical order so equal schedules give bit-identical values.
    const perGame = opponents
      .map((o) => (rounds.get(o)! > 0 ? points.get(o)! / rounds.get(o)! : 0))
      .sort((x, y) => x - y);
    const sos = perGame.length ? round6(perGame.reduce((s, v) => s + v, 0) / perGame.length) : 0;
    return {
      rank: 0,
      playerId: id,
      name: player.name,
      points: points.get(id)!,
      differential: list.reduce((sum, o) => sum + o.differential, 0),
      strengthOfSchedule: sos,
      headToHead: null,
      randomTiebreak: playerTiebreakValue(config.seed, id),
      wins: list.filter((o) => o.outcome === 'full-win' || o.outcome === 'forfeit-win').length,
      modifiedWins: list.filter((o) => o.outcome === 'modified-win').length,
      ties: list.filter((o) => o.outcome === 'tie').length,
      losses: list.filter((o) => o.outcome === 'loss' || o.outcome === 'modified-loss').length,
      byes: list.filter((o) => o.outcome === 'bye' || o.outcome === 'earned-bye').length,
      missedRounds: list.filter((o) => o.outcome === 'missed').length,
      roundsWithResult: list.length,
      opponents,
      dropped: player.dropped,
      penalties: (state.penalties ?? []).filter((p) => p.playerId === player.id).map(({ penalty, gameId, round }) => ({ penalty, gameId, round })),
      disqualified: player.disqualified,
      outcomes: list,
    };
  });

  // Head-to-head inside blocks tied on the first three keys.
  const blockKey = (r: StandingRow) => `${r.points}|${r.differential}|${r.strengthOfSchedule}`;
  const blocks = new Map<string, StandingRow[]>();
  for (const row of rows) {
    const key = blockKey(row);
    const block = blocks.get(key);
    if (block) block.push(row);
    else blocks.set(key, [row]);
  }
  for (const block of blocks.values()) {
    if (block.length < 2) continue;
    const members = new Set(block.map((r) => r.playerId));
    const met = new Map<PlayerId, Set<PlayerId>>();
    const earned = new Map<PlayerId, number>();
    for (const row of block) {
      const vs = row.outcomes.filter((o) => o.opponent !== null && members.has(o.opponent));
      met.set(row.playerId, new Set(vs.map((o) => o.opponent!)));
      earned.set(row.playerId, vs.reduce((s, o) => s + o.points, 0));
    }
    const allMet = block.every((r) => met.get(r.playerId)!.size === block.length - 1);
    if (allMet) for (const row of block) row.headToHead = earned.get(row.playerId)!;
  }

  rows.sort(compareStandingRows);
  rows.forEach((row, index) => (row.rank = index + 1));
  return rows;
}

export function compareStandingRows(x: StandingRow, y: StandingRow): number {
  return (
    y.points - x.points ||
    y.differential - x.differential ||
    y.strengthOfSchedule - x.strengthOfSchedule ||
    (y.headToHead ?? 0) - (x.headToHead ?? 0) ||
    y.randomTiebreak - x.randomTiebreak ||
    (x.playerId < y.playerId ? -1 : x.playerId > y.playerId ? 1 : 0)
  );
}
