import type { TournamentState } from '@captains-log/tournament';

/** After the top cut / finalisation: the final order (champion first) with names; null before. */
export function finalStandingsOf(state: TournamentState): Array<{ place: number; playerId: string; name: string }> | null {
  return state.finalStandings?.map((id, i) => ({ place: i + 1, playerId: id, name: state.players[id]?.name ?? id })) ?? null;
}
