import type { PairingRow, StandingRow, TournamentConfig } from '@captains-log/tournament';

/** HTML text: & < > " ' escaped. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** A file name made of letters, digits and dashes. */
export function fileSlug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/[\s_]+/g, '-')
      .toLowerCase()
      .slice(0, 60) || 'tournament'
  );
}

const STYLE = `
body { font: 12pt/1.35 system-ui, sans-serif; margin: 1.5rem; color: #111; }
h1 { font-size: 1.4rem; margin: 0 0 .2rem; } p.meta { margin: 0 0 1rem; color: #444; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #999; padding: .25rem .45rem; text-align: left; vertical-align: top; }
th { background: #eee; } td.num { text-align: right; font-variant-numeric: tabular-nums; }
tr.dropped td { color: #777; text-decoration: line-through; }
footer { margin-top: 1rem; font-size: .8rem; color: #555; }
@media print {
  @page { size: A4 portrait; margin: 12mm; }
  body { margin: 0; font-size: 10pt; }
  th { background: none; } thead { display: table-header-group; } tr { page-break-inside: avoid; }
  .no-print { display: none; }
}`;

function page(title: string, meta: string, table: string, generatedAt: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p class="meta">${meta}</p>
<p class="no-print"><button onclick="window.print()">Print</button></p>
${table}
<footer>Captain's Log · generated ${escapeHtml(generatedAt)}</footer>
</body>
</html>
`;
}

const cell = (value: unknown, numeric = false) =>
  `<td${numeric ? ' class="num"' : ''}>${escapeHtml(value)}</td>`;

export function standingsHtml(
  config: TournamentConfig,
  rows: readonly StandingRow[],
  revision: number | null,
  generatedAt: string,
): string {
  const head = [
    '#',
    'Player',
    'TP',
    'Diff',
    'SoS',
    'H2H',
    'Random',
    'W',
    'MW',
    'T',
    'L',
    'Byes',
    'Missed',
  ]
    .map((h) => `<th>${escapeHtml(h)}</th>`)
    .join('');
  const body = rows
    .map(
      (r) =>
        `<tr${r.dropped ? ' class="dropped"' : ''}>${cell(r.rank, true)}${cell(r.name + (r.disqualified ? ' (DQ)' : r.dropped ? ' (dropped)' : ''))}${cell(r.points, true)}${cell(r.differential, true)}${cell(
          r.strengthOfSchedule.toFixed(3),
          true,
        )}${cell(r.headToHead ?? '–', true)}${cell(r.randomTiebreak, true)}${cell(r.wins, true)}${cell(r.modifiedWins, true)}${cell(r.ties, true)}${cell(r.losses, true)}${cell(r.byes, true)}${cell(
          r.missedRounds,
          true,
        )}</tr>`,
    )
    .join('\n');
  const meta = `${escapeHtml(config.game)} · ${escapeHtml(config.format)} · ${escapeHtml(config.eventLevel)} · standings after revision ${escapeHtml(revision ?? '–')} · order: tournament points, differential, strength of schedule, head-to-head, seeded random`;
  return page(
    `${config.name} — standings`,
    meta,
    `<table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`,
    generatedAt,
  );
}

export function pairingsHtml(
  config: TournamentConfig,
  round: number,
  rows: readonly PairingRow[],
  endsAt: string | null,
  generatedAt: string,
): string {
  const head = ['Table', 'Player', 'TP', 'Opponent', 'TP', 'Result']
    .map((h) => `<th>${escapeHtml(h)}</th>`)
    .join('');
  const body = rows
    .map(
      (r) =>
        `<tr>${cell(r.table ?? '–', true)}${cell(r.playerAName)}${cell(r.playerAPoints, true)}${cell(r.playerBName ?? (r.status === 'bye' ? 'BYE' : ''))}${cell(r.playerBPoints ?? '', true)}${cell(r.result)}</tr>`,
    )
    .join('\n');
  const phase = rows[0]?.phase === 'top-cut' ? 'top cut' : 'Swiss';
  const meta = `${escapeHtml(config.game)} · ${escapeHtml(config.format)} · round ${escapeHtml(round)} (${phase})${endsAt ? ` · time ends ${escapeHtml(endsAt)}` : ''}`;
  return page(
    `${config.name} — round ${round} pairings`,
    meta,
    `<table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`,
    generatedAt,
  );
}
