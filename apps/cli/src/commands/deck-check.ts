/**
 * `captains-log deck check <deck-file> [--csv <card list>] [--modern]`: parse a text or .dek deck
 * list, resolve names and validate 1E OTF construction. Without --csv it uses the built-in pool.
 */
import { readFileSync } from 'node:fs';
import { CardCatalogue, checkDeckList, loadLackeyCsvFile, modernBanList, starterCards } from '@captains-log/cards';
import { type Command, UsageError } from '../command-registry';

export const deckCheckCommand: Command = {
  path: ['deck', 'check'],
  usage: 'deck check <deck-file> [--csv <path>] [--modern]',
  summary: 'validate a deck list (text or LackeyCCG .dek)',
  run(args, io) {
    const deckPath = args.positional[0];
    if (!deckPath) throw new UsageError('missing <deck-file>');
    const csvPath = typeof args.options['csv'] === 'string' ? args.options['csv'] : undefined;
    const cards = csvPath ? loadLackeyCsvFile(csvPath).cards : starterCards();
    const banList = args.options['modern'] === true ? modernBanList(cards) : undefined;
    const check = checkDeckList(readFileSync(deckPath, 'utf8'), new CardCatalogue(cards), banList ? { banList } : {});
    for (const error of check.errors) io.err(error.message);
    const { counts } = check.validation;
    io.out(`missions ${counts.missions}, seed deck ${counts.seedDeck} (+${counts.sites} sites), draw deck ${counts.drawDeck}`);
    for (const problem of check.validation.problems) io.out(`  ${problem.code}: ${problem.message} [${problem.rule}]`);
    io.out(check.valid ? 'deck is valid' : 'deck is NOT valid');
    return check.valid ? 0 : 2;
  },
};
