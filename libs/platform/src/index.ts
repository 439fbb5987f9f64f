export { loadConfig, ConfigError, type PlatformConfig } from './config';
export { createLogger } from './logger';
export { PlatformModule, REBUILD_READ_MODELS_JOB, type PlatformOptions } from './platform.module';
export { HealthService, type HealthReport, type ComponentHealth } from './health.service';
export { EVENT_STORE, JOB_QUEUE, PLATFORM_CONFIG, PROJECTION_RUNNER, READ_MODELS } from './tokens';
export type { JobQueue, JobProcessor, JobData, EnqueueOptions, QueueHealth, JobCounts } from './jobs/job-queue';
export { InProcessJobQueue } from './jobs/in-process-job-queue';
export { BullMqJobQueue } from './jobs/bullmq-job-queue';
export { withTimeout } from './with-timeout';
