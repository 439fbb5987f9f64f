import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/auth.decorators';
import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Query as QueryString } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Card } from '@captains-log/cards';
import type { CardSource } from './card-catalogue.service';
import { GetCardQuery, SearchCardsQuery, ValidateDeckQuery, type CardSearchResponse, type DeckValidationResponse } from './card-queries';
import { parseCardSearchParams, parseValidateDeckBody } from './card-requests';
import { GetStarterDecksQuery, type StarterDecksResponse } from './queries/get-starter-decks';

function sourceLabel(source: CardSource): string {
  return source.kind === 'read-model' ? `card read model (${source.cards} cards)` : `built-in starter pool (${source.cards} cards)`;
}

@Public()
@ApiTags('cards')
@Controller('cards')
export class CardsController {
  constructor(private readonly queries: QueryBus) {}

  /** ?query=&type=&affiliation=&set=&page=&pageSize= ; 400 naming a bad parameter. */
  @Get()
  search(@QueryString() query: Record<string, unknown>): Promise<CardSearchResponse> {
    return this.queries.execute(new SearchCardsQuery(parseCardSearchParams(query ?? {})));
  }

  /** The whole typed card; 404 naming the id. */
  @Get(':id')
  async get(@Param('id') id: string): Promise<{ source: CardSource; card: Card }> {
    const { source, card } = await this.queries.execute(new GetCardQuery(id));
    if (!card) throw new NotFoundException(`card ${JSON.stringify(id)} is not in the ${sourceLabel(source)}`);
    return { source, card };
  }
}

@Public()
@ApiTags('decks')
@Controller('decks')
export class DecksController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * Body { deck: text or .dek XML, format?: modern | open }. 200 with `valid` and every problem
   * (each with its rule reference) for any readable request, valid deck or not; 400 for a
   * malformed body, naming the field.
   */
  /** The built-in starter decks as deck lists (no sign-in). */
  @Get('starter')
  @ApiOperation({ summary: 'The built-in starter decks (name and deck-list text), for a first game without building a deck' })
  starter(): Promise<StarterDecksResponse> {
    return this.queries.execute(new GetStarterDecksQuery());
  }

  @Post('validate')
  @HttpCode(200)
  validate(@Body() body: unknown): Promise<DeckValidationResponse> {
    return this.queries.execute(new ValidateDeckQuery(parseValidateDeckBody(body)));
  }
}
