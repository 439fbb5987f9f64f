import { Controller, Get, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { HealthReport } from '@captains-log/platform';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/auth.decorators';
import { GetHealthQuery } from './get-health.query';

@Public()
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly queries: QueryBus) {}

  /** 200 with every component's mode and state when all answer; 503 with the same body when not. */
  @Get()
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const report = await this.queries.execute(new GetHealthQuery());
    res.status(report.status === 'ok' ? 200 : 503);
    return report;
  }
}
