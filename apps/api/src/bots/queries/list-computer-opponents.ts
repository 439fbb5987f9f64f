import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { starterDeckLists } from '@captains-log/cards';
import { BotAccounts } from '../bot-accounts';

export interface ComputerOpponents {
  opponents: Array<{ level: string; handle: string; name: string }>;
  decks: string[];
}

/** The computer opponents this server offers and the decks they can play. */
export class ListComputerOpponentsQuery extends Query<ComputerOpponents> {}

@QueryHandler(ListComputerOpponentsQuery)
export class ListComputerOpponentsHandler implements IQueryHandler<ListComputerOpponentsQuery> {
  constructor(private readonly bots: BotAccounts) {}

  execute(): Promise<ComputerOpponents> {
    return Promise.resolve({
      opponents: this.bots.all().map((b) => ({ level: b.level, handle: b.account.handle, name: b.account.displayName })),
      decks: starterDeckLists().map((d) => d.name),
    });
  }
}
