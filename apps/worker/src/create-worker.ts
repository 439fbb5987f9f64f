import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { createLogger, type PlatformConfig } from '@captains-log/platform';
import { WorkerModule } from './worker.module';

/** The worker as a NestJS standalone application (no HTTP server). */
export async function createWorker(config: PlatformConfig): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: createLogger() });
  await app.init();
  return app;
}
