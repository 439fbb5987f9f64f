import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createLogger, type PlatformConfig } from '@captains-log/platform';
import { AppModule } from './app.module';
import { publishOpenApi } from './http/openapi';

/** The api application, configured but not listening (main.ts listens; tests listen on port 0). */
export async function createApi(config: PlatformConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: createLogger(),
    bodyParser: true,
  });
  app.useBodyParser('json', { limit: '1mb' });
  publishOpenApi(app);
  return app;
}
