export { loadConfig, ConfigError, type PlatformConfig } from './config';
export { createLogger } from './logger';
export { PlatformModule, REBUILD_READ_MODELS_JOB, type PlatformOptions } from './platform.module';
export { HealthService, type HealthReport, type ComponentHealth } from './health.service';
export { EVENT_STORE, JOB_QUEUE, PLATFORM_CONFIG, PROJECTION_RUNNER, READ_MODELS, REPLAY_KEY } from './tokens';
export type { JobQueue, JobProcessor, JobData, EnqueueOptions, QueueHealth, JobCounts, JobStatus } from './jobs/job-queue';
export { REVALIDATE_TOURNAMENT_JOB, revalidationJobId, enqueueRevalidation, revalidateTournament, type TournamentRevalidation, type GameRevalidationLine } from './revalidation-job';
export { UnrecoverableJobError, isUnrecoverable } from './jobs/job-queue';
export { InProcessJobQueue } from './jobs/in-process-job-queue';
export { BullMqJobQueue } from './jobs/bullmq-job-queue';
export { withTimeout } from './with-timeout';
export { exitOnShutdownSignals } from './shutdown';
export { BUILD_REPLAY_JOB, replayJobId, enqueueReplay, buildAndStoreReplay, type ReplayBuildSummary } from './replay-job';
export { ReplayBuildThread, type ReplayBuilder } from './replay-build-thread';
export { loadReplaySigningKey, nodeSignatureCheck, REPLAY_KEY_FILE, type ReplaySigningKey } from './replay-signing-key';
export {
  CommandPath,
  IdempotencyConflictError,
  idempotentCommand,
  StaleRevisionError,
  type CommandOutcome,
  type CommandPathOptions,
  type CommandRequest,
  type LoadedStream,
  type StreamFold,
} from './commands/command-path';
export {
  ChainBrokenError,
  chainAlertFor,
  checkStoredChain,
  listChainAlerts,
  recordChainAlert,
  requireIntactChain,
  type ChainAlert,
} from './chain-alerts';
