/**
 * `captains-log cards import <csv> [--batch-size N]`: parses a LackeyCCG card list and upserts it
 * into the card-catalogue read model: PostgreSQL at DATABASE_URL (schema READ_MODEL_SCHEMA when
 * set), otherwise the embedded PGlite database under DATA_DIR (default ./.data). Safe to run again:
 * rows are keyed by Blueprint ID and only changed cards are rewritten.
 *
 * A plain LackeyCCG list without `Set id` / `Blueprint ID` imports with ids derived from set and
 * name (said in the output). Exit code: 0 every card row imported; 1 nothing imported (not a card
 * list, no cards); 2 cards imported but rows of an unknown type were skipped (listed).
 *
 * Embedded mode: PGlite is single-process, so stop an api that uses the same DATA_DIR first.
 */
import { performance } from 'node:perf_hooks';
import { importExitCode, importNotes, loadLackeyCsvFile } from '@captains-log/cards';
import { importCardsIntoReadModel, openReadModelDatabaseFromEnv } from '@captains-log/read-models';
import { type Command, UsageError } from '../command-registry';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function cardsImportCommand(env: NodeJS.ProcessEnv = process.env): Command {
  return {
    path: ['cards', 'import'],
    usage: 'cards import <csv> [--batch-size <n>]',
    summary: 'load a LackeyCCG card list into the card read model (upsert; safe to re-run)',
    async run(args, io) {
      const csvPath = args.positional[0];
      if (!csvPath) throw new UsageError('missing <csv> path');
      const batchOption = args.options['batch-size'];
      const batchSize = batchOption === undefined ? 500 : Number(batchOption);
      if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 5000) {
        throw new UsageError(`--batch-size must be an integer from 1 to 5000, got ${JSON.stringify(batchOption)}`);
      }

      const started = performance.now();
      const imported = loadLackeyCsvFile(csvPath);
      const parsedMs = performance.now() - started;
      if (imported.missingColumns.length > 0) {
        io.err(`${csvPath}: missing columns ${imported.missingColumns.join(', ')}; is this a LackeyCCG 1E card list?`);
        return 1;
      }
      for (const note of importNotes(imported)) io.out(`note: ${note}`);
      io.out(
        `parsed ${imported.cards.length} cards from ${imported.rowCount} rows in ${seconds(parsedMs)}` +
          (imported.issues.length > 0 ? ` (${imported.issues.length} values not interpreted; see \`captains-log cards report\`)` : ''),
      );
      if (imported.cards.length === 0) {
        io.err('no cards to import');
        return 1;
      }

      const rm = await openReadModelDatabaseFromEnv(env);
      try {
        io.out(`read model: ${rm.info.mode} ${rm.info.location}`);
        let reported = 0;
        const summary = await importCardsIntoReadModel(rm, imported.cards, {
          batchSize,
          onProgress: ({ done, total }) => {
            // about every 10% and at the end, so a 4,000-card import prints a dozen lines
            if (done === total || done - reported >= total / 10) {
              reported = done;
              io.out(`  ${done}/${total} cards written (${Math.round((done / total) * 100)}%)`);
            }
          },
        });
        io.out(
          `imported ${summary.total} cards in ${seconds(performance.now() - started)} (write ${seconds(summary.elapsedMs)}): ` +
            `${summary.inserted} inserted, ${summary.updated} updated, ${summary.unchanged} unchanged; ` +
            `${summary.rowsAfter} cards in the read model`,
        );
        if (summary.rowsAfter > summary.total) {
          io.out(`note: ${summary.rowsAfter - summary.total} cards from earlier imports are not in this file and were kept`);
        }
        return importExitCode(imported);
      } finally {
        await rm.close();
      }
    },
  };
}
