/** `captains-log cards search <csv> [query] [--type T] [--affiliation A] [--set S] [--page N]`. */
import { CardCatalogue, loadLackeyCsvFile } from '@captains-log/cards';
import { type Command, UsageError } from '../command-registry';

export const cardsSearchCommand: Command = {
  path: ['cards', 'search'],
  usage: 'cards search <csv> [query] [--type --affiliation --set --page]',
  summary: 'search the card catalogue',
  run(args, io) {
    const [csvPath, ...words] = args.positional;
    if (!csvPath) throw new UsageError('missing <csv> path');
    const catalogue = new CardCatalogue(loadLackeyCsvFile(csvPath).cards);
    const option = (name: string) => (typeof args.options[name] === 'string' ? (args.options[name] as string) : undefined);
    const result = catalogue.search({
      query: words.join(' '),
      type: option('type'),
      affiliation: option('affiliation'),
      set: option('set'),
      page: option('page') ? Number(option('page')) : 1,
    });
    io.out(`${result.total} cards (page ${result.page}, ${result.pageSize} per page)`);
    for (const card of result.items) {
      io.out(`  ${card.id.padEnd(9)} ${card.title} — ${card.type}${card.affiliations.length ? ` [${card.affiliations.join('/')}]` : ''} (${card.release})`);
    }
    return 0;
  },
};
