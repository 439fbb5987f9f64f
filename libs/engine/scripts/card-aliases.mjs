// Writes src/cards/aliases.ts: reprints of scripted cards (another id with the same title, type and
// game text in the card list) → the scripted id, so one card file serves every printing.
// Ids only: no card text is written. Run after adding card files (and card-index.mjs):
//   node libs/engine/scripts/card-aliases.mjs [path/to/st1e-cards.csv]
// The catalogue test fails when the table differs from what this script would write.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cardFiles } from './card-index-files.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const csvPath = process.argv[2] ?? process.env.CARDS_CSV ?? resolve(here, '../../../../shared/cards/st1e-cards.csv');

/** RFC 4180 records (quoted fields with commas, doubled quotes and line breaks). */
export function parseCsv(text) {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') (field += '"'), (i += 1);
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(field), (field = '');
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i += 1;
      row.push(field), rows.push(row), (row = []), (field = '');
    } else field += c;
  }
  if (field !== '' || row.length) row.push(field), rows.push(row);
  const [header, ...body] = rows.filter((r) => !(r.length === 1 && r[0] === ''));
  return body.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])));
}

export function aliasesFrom(records, scriptedIds) {
  const key = (r) => `${r['Name'].trim().replace(/\s*\*$/, '')}\u0000${r['Type'].trim()}\u0000${r['Text'].trim()}`;
  const byKey = new Map();
  for (const r of records) byKey.set(key(r), [...(byKey.get(key(r)) ?? []), r['Blueprint ID'].trim()]);
  const scripted = new Set(scriptedIds);
  const aliases = {};
  for (const r of records) {
    const id = r['Blueprint ID'].trim();
    if (!scripted.has(id)) continue;
    for (const other of byKey.get(key(r)) ?? []) if (other && !scripted.has(other) && !aliases[other]) aliases[other] = id;
  }
  return Object.fromEntries(Object.entries(aliases).sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true })));
}

export function aliasSource(aliases) {
  return [
    '// Reprints: card id → the id of the scripted printing with the same title, type and game text.',
    '// Generated from the card list by libs/engine/scripts/card-aliases.mjs (ids only, no card text).',
    'export const CARD_ALIASES: Readonly<Record<string, string>> = {',
    ...Object.entries(aliases).map(([from, to]) => `  '${from}': '${to}',`),
    '};',
    '',
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ids = cardFiles().map((file) => file.split('/')[1].split('-')[0]);
  const aliases = aliasesFrom(parseCsv(readFileSync(csvPath, 'utf8')), ids);
  writeFileSync(join(here, '../src/cards/aliases.ts'), aliasSource(aliases));
  console.log(`cards/aliases.ts: ${Object.keys(aliases).length} reprints of ${ids.length} scripted cards`);
}
