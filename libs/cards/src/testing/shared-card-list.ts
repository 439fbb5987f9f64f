/**
 * Test helper: loads the shared card list once per test file. The list lives beside the
 * repository (`../shared/cards/st1e-cards.csv`) or at CARDS_CSV; it is never copied into the repo.
 */
import * as path from 'node:path';
import { loadLackeyCsvFile } from '../lackey/load-file';
import type { LackeyImport } from '../lackey/import-lackey';

export const SHARED_CARD_LIST =
  process.env['CARDS_CSV'] ?? path.resolve(__dirname, '../../../../../shared/cards/st1e-cards.csv');

let cached: LackeyImport | undefined;

export function sharedCardList(): LackeyImport {
  cached ??= loadLackeyCsvFile(SHARED_CARD_LIST);
  return cached;
}
