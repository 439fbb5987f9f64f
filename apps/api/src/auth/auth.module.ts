import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { PLATFORM_CONFIG, type PlatformConfig } from '@captains-log/platform';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';
import { AuthGuard } from './auth.guard';
import { RateLimitGuard } from './rate-limit.guard';
import { RequestIdentity } from './request-identity';
import { SignInThrottle } from './sign-in-throttle';
import { CreateAccountHandler } from './commands/create-account';
import { SignInHandler } from './commands/sign-in';
import { SignOutHandler } from './commands/sign-out';
import { GetAccountHandler } from './queries/get-account';

/** Accounts, sign-in (throttled), the global auth guard and rate limiting per caller. */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [PLATFORM_CONFIG],
      useFactory: (config: PlatformConfig) => [{ name: 'per-minute', ttl: 60_000, limit: config.rateLimitPerMinute }],
    }),
  ],
  controllers: [AccountsController],
  providers: [
    AccountsService,
    SignInThrottle,
    RequestIdentity,
    CreateAccountHandler,
    SignInHandler,
    SignOutHandler,
    GetAccountHandler,
    { provide: APP_GUARD, useClass: RateLimitGuard },
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [AccountsService],
})
export class AuthModule {}
