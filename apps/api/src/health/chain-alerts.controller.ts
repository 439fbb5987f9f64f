import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../auth/auth.decorators';
import { ListChainAlertsQuery } from './list-chain-alerts';

@ApiTags('health')
@ApiBearerAuth()
@Controller('chain-alerts')
export class ChainAlertsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Roles('director')
  @ApiOperation({ summary: 'Games whose stored log does not verify (no replay is built from them); directors and admins' })
  list() {
    return this.queries.execute(new ListChainAlertsQuery());
  }
}
