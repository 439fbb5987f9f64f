import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PlatformModule, type PlatformConfig } from '@captains-log/platform';
import { CardsModule } from './cards/cards.module';
import { GetHealthHandler } from './health/get-health.handler';
import { HealthController } from './health/health.controller';

@Module({})
export class AppModule {
  static forRoot(config: PlatformConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [CqrsModule.forRoot(), PlatformModule.forRoot({ config, role: 'api' }), CardsModule],
      controllers: [HealthController],
      providers: [GetHealthHandler],
    };
  }
}
