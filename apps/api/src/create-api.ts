import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createLogger, type PlatformConfig } from '@captains-log/platform';
import { AppModule } from './app.module';
import { publishOpenApi } from './http/openapi';
import { serverTiming } from './http/server-timing';
import { serveWebApp } from './web-app';

/** The api application, configured but not listening (main.ts listens; tests listen on port 0). */
export async function createApi(config: PlatformConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: createLogger(),
    bodyParser: true,
  });
  app.use(serverTiming);
  app.useBodyParser('json', { limit: '1mb' });
  const document = publishOpenApi(app);
  // the web app (apps/web, built by `npm run build`) at /: no sign-in needed to load it
  serveWebApp(app, document, { cardImageUrl: config.cardImageUrl });
  return app;
}
