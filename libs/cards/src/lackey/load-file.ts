/**
 * The only I/O in this library: reads a card list from a path given at run time. Parsing stays
 * pure in `importLackeyCsv`.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { importLackeyCsv, type LackeyImport } from './import-lackey';

export function loadLackeyCsvFile(filePath: string): LackeyImport {
  return importLackeyCsv(readFileSync(filePath, 'utf8'));
}

/**
 * Where the shared card list lives: `CARDS_CSV` if set, else `../shared/cards/st1e-cards.csv`
 * beside the repository root (`repoRoot` is the checkout's root directory).
 */
export function defaultCardListPath(repoRoot: string): string {
  return process.env['CARDS_CSV'] ?? path.resolve(repoRoot, '..', 'shared', 'cards', 'st1e-cards.csv');
}
