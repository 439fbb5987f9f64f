/**
 * Standings in words: why a player stands above the next one, from the first key of the order that
 * tells them apart (points, differential, strength of schedule, head-to-head, the seeded random draw;
 * libs/tournament › standings).
 */
import type { StandingRow } from '../api/tournaments';

export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const sos = (n: number) => n.toFixed(2);

/** Why `a` stands above `b`, in words: the first key of the order that tells them apart. */
export function whyAhead(a: StandingRow, b: StandingRow): string {
  if (a.points !== b.points) return `more points than ${b.name} (${a.points} to ${b.points})`;
  if (a.differential !== b.differential)
    return `level on points with ${b.name}; a better differential (${signed(a.differential)} to ${signed(b.differential)})`;
  if (a.strengthOfSchedule !== b.strengthOfSchedule)
    return `level on points and differential with ${b.name}; tougher opponents (they averaged ${sos(a.strengthOfSchedule)} points a round, ${b.name}'s ${sos(b.strengthOfSchedule)})`;
  if (a.headToHead !== null && b.headToHead !== null && a.headToHead !== b.headToHead)
    return `level with ${b.name} on points, differential and opponents; more points in the games between the tied players (${a.headToHead} to ${b.headToHead})`;
  return `level with ${b.name} on every count; the event's seeded random draw puts them ahead`;
}
