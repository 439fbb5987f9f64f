import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
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
  // the replay viewer (apps/web, built by `npm run build`): static files, no sign-in needed to load it
  const viewer = join(__dirname, '..', '..', 'web', 'dist');
  if (existsSync(viewer)) app.useStaticAssets(viewer, { prefix: '/viewer', index: 'index.html', redirect: true });
  return app;
}
