import { BadRequestException, ServiceUnavailableException } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { starterDeckLists } from '@captains-log/cards';
import type { StartComputerGameRequest } from '@captains-log/contracts';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { SavedDecks } from '../../decks/saved-decks';
import { CreateGameCommand } from '../../games/commands/create-game';
import { BotAccounts } from '../bot-accounts';

export class StartComputerGameCommand extends Command<{ gameId: string; revision: number; opponent: { handle: string; level: string; deck: string } }> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly request: StartComputerGameRequest,
  ) {
    super();
  }
}

/**
 * A game against the computer: the caller in seat p1 with their deck (saved or pasted), the computer's
 * account for the level in seat p2 with a built-in starter deck. The game is made by the same
 * CreateGame command as any other (decks checked, 422 DECK_INVALID naming every problem).
 */
@CommandHandler(StartComputerGameCommand)
export class StartComputerGameHandler implements ICommandHandler<StartComputerGameCommand> {
  constructor(
    private readonly bots: BotAccounts,
    private readonly decks: SavedDecks,
    private readonly commands: CommandBus,
  ) {}

  async execute({ caller, request }: StartComputerGameCommand) {
    const level = request.level ?? 'lookahead';
    const bot = this.bots.forLevel(level);
    if (!bot) throw new ServiceUnavailableException(`the ${level} computer opponent is not available on this server (see the api's log)`);
    const mine = await this.decks.listOf(caller.id, request);
    const starters = starterDeckLists();
    const theirs = request.computerDeck
      ? starters.find((d) => d.name === request.computerDeck)
      : (starters.find((d) => d.text.trim() !== mine.text.trim()) ?? starters[0]);
    if (!theirs) {
      throw new BadRequestException(`body.computerDeck: use one of ${starters.map((d) => JSON.stringify(d.name)).join(', ')}`);
    }
    const created = await this.commands.execute(
      new CreateGameCommand(caller, {
        players: [
          { handle: caller.handle, deck: mine.text },
          { handle: bot.account.handle, deck: theirs.text },
        ],
        ...(request.settings ? { settings: request.settings } : {}),
      }),
    );
    return { ...created, opponent: { handle: bot.account.handle, level, deck: theirs.name } };
  }
}
