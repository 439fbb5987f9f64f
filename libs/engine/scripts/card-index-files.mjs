// The card files under src/cards/<release>/ (shared by card-index.mjs and card-aliases.mjs).
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CARDS_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../src/cards');

export function cardFiles() {
  const out = [];
  for (const release of readdirSync(CARDS_ROOT).sort()) {
    if (!statSync(join(CARDS_ROOT, release)).isDirectory()) continue;
    for (const file of readdirSync(join(CARDS_ROOT, release)).sort())
      if (/^\d+_\d+-.*\.ts$/.test(file) && !file.endsWith('.spec.ts')) out.push(`${release}/${file.replace(/\.ts$/, '')}`);
  }
  return out.sort((a, b) => a.split('/')[1].localeCompare(b.split('/')[1], 'en', { numeric: true }));
}
