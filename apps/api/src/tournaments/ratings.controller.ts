import { Controller, Get, Query as QueryString } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RatingsQuery } from '@captains-log/contracts';
import { Public } from '../auth/auth.decorators';
import { validate } from '../http/validate';
import { GetRatingsQuery } from './queries/get-ratings';

@ApiTags('tournaments')
@Controller('ratings')
export class RatingsController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Elo per player and format from every finalised tournament (?format=1E Open)' })
  ratings(@QueryString() query: unknown) {
    const { format } = validate(RatingsQuery, query, 'query');
    return this.queries.execute(new GetRatingsQuery(format));
  }
}
