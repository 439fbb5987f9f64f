import { Module } from '@nestjs/common';
import { CardCatalogueService } from './card-catalogue.service';
import { GetCardHandler, SearchCardsHandler, ValidateDeckHandler } from './card-query.handlers';
import { CardsController, DecksController } from './cards.controller';
import { GetStarterDecksHandler } from './queries/get-starter-decks';

/**
 * Cards and deck lists: GET /cards, GET /cards/:id, POST /decks/validate, GET /decks/starter. Cards come from the card
 * read model when `captains-log cards import` has filled it, otherwise from the built-in starter
 * pool; every answer says which in its `source` field.
 */
@Module({
  controllers: [CardsController, DecksController],
  providers: [CardCatalogueService, SearchCardsHandler, GetCardHandler, ValidateDeckHandler, GetStarterDecksHandler],
  exports: [CardCatalogueService],
})
export class CardsModule {}
