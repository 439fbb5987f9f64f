import type { PairingRow } from './projections';
import type { StandingRow } from './standings';

/** RFC 4180 field: quoted when it holds a comma, quote, or line break; formula-leading text defused. */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // Spreadsheet formula injection: a cell starting with = + - @ is shown as text.
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (fields: readonly (string | number | boolean | null | undefined)[]) => fields.map(csvField).join(',');

export function standingsCsv(rows: readonly StandingRow[]): string {
  const header = ['rank', 'player_id', 'name', 'points', 'differential', 'strength_of_schedule', 'head_to_head', 'random_tiebreak', 'wins', 'modified_wins', 'ties', 'losses', 'byes', 'missed_rounds', 'dropped', 'disqualified', 'penalties'];
  const body = rows.map((r) =>
    line([r.rank, r.playerId, r.name, r.points, r.differential, r.strengthOfSchedule.toFixed(6), r.headToHead, r.randomTiebreak, r.wins, r.modifiedWins, r.ties, r.losses, r.byes, r.missedRounds, r.dropped, r.disqualified, (r.penalties ?? []).map((p) => p.penalty).join(' ')]),
  );
  return [line(header), ...body].join('\r\n') + '\r\n';
}

export function pairingsCsv(rows: readonly PairingRow[]): string {
  const header = ['round', 'phase', 'table', 'player_a_id', 'player_a', 'player_a_points', 'player_b_id', 'player_b', 'player_b_points', 'result', 'status'];
  const body = rows.map((r) => line([r.round, r.phase, r.table, r.playerA, r.playerAName, r.playerAPoints, r.playerB, r.playerBName, r.playerBPoints, r.result, r.status]));
  return [line(header), ...body].join('\r\n') + '\r\n';
}
