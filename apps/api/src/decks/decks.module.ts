import { Module } from '@nestjs/common';
import { CardsModule } from '../cards/cards.module';
import { CreateDeckHandler } from './commands/create-deck';
import { DeleteDeckHandler } from './commands/delete-deck';
import { UpdateDeckHandler } from './commands/update-deck';
import { GetDeckHandler } from './queries/get-deck';
import { ListDecksHandler } from './queries/list-decks';
import { SavedDecks } from './saved-decks';
import { SavedDecksController } from './saved-decks.controller';

/**
 * Saved decks per account (`saved_decks` in the read-model database, user content like accounts).
 * Exports SavedDecks so challenges and tournament registrations can
 * take a saved deck by id.
 */
@Module({
  imports: [CardsModule],
  controllers: [SavedDecksController],
  providers: [SavedDecks, CreateDeckHandler, UpdateDeckHandler, DeleteDeckHandler, ListDecksHandler, GetDeckHandler],
  exports: [SavedDecks],
})
export class DecksModule {}
