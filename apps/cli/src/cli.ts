/** The command tree; add new subcommands here. */
import { CommandRegistry } from './command-registry';
import { cardsReportCommand } from './commands/cards-report';
import { cardsSearchCommand } from './commands/cards-search';
import { deckCheckCommand } from './commands/deck-check';

export function buildCli(): CommandRegistry {
  return new CommandRegistry().register(cardsReportCommand).register(cardsSearchCommand).register(deckCheckCommand);
}
