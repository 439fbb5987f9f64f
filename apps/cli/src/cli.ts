/** The command tree; add new subcommands here. */
import { CommandRegistry } from './command-registry';
import { cardsImportCommand } from './commands/cards-import';
import { cardsReportCommand } from './commands/cards-report';
import { cardsCoverageCommand } from './commands/cards-coverage';
import { cardsSearchCommand } from './commands/cards-search';
import { deckCheckCommand } from './commands/deck-check';
import { simulateCommand } from './commands/simulate';
import { readModelsRebuildCommand } from './commands/read-models-rebuild';
import { gamesRevalidateCommand } from './commands/games-revalidate';
import { replayPrintCommand, replayVerifyCommand } from './commands/replay';

export function buildCli(env: NodeJS.ProcessEnv = process.env): CommandRegistry {
  return new CommandRegistry()
    .register(cardsReportCommand)
    .register(cardsCoverageCommand)
    .register(cardsSearchCommand)
    .register(cardsImportCommand(env))
    .register(deckCheckCommand)
    .register(simulateCommand)
    .register(readModelsRebuildCommand(env))
    .register(gamesRevalidateCommand(env))
    .register(replayVerifyCommand)
    .register(replayPrintCommand);
}
