import { Module, type DynamicModule } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { PlatformModule, type PlatformConfig } from '@captains-log/platform';
import { AdminModule } from './admin/admin.module';
import { AuthModule } from './auth/auth.module';
import { BotsModule } from './bots/bots.module';
import { CardsModule } from './cards/cards.module';
import { ChallengesModule } from './challenges/challenges.module';
import { DecksModule } from './decks/decks.module';
import { GamesModule } from './games/games.module';
import { GetHealthHandler } from './health/get-health.handler';
import { ChainAlertsController } from './health/chain-alerts.controller';
import { HealthController } from './health/health.controller';
import { ListChainAlertsHandler } from './health/list-chain-alerts';
import { InputGuardInterceptor } from './http/input-guard';
import { LinkedGamesModule } from './linked-games/linked-games.module';
import { ReplaysModule } from './replays/replays.module';
import { TournamentsModule } from './tournaments/tournaments.module';

@Module({})
export class AppModule {
  static forRoot(config: PlatformConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [CqrsModule.forRoot(), PlatformModule.forRoot({ config, role: 'api' }), AuthModule, CardsModule, DecksModule, GamesModule, TournamentsModule, LinkedGamesModule, ReplaysModule, ChallengesModule, AdminModule, BotsModule],
      controllers: [HealthController, ChainAlertsController],
      providers: [GetHealthHandler, ListChainAlertsHandler, { provide: APP_INTERCEPTOR, useClass: InputGuardInterceptor }],
    };
  }
}
