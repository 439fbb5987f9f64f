import {
  Inject,
  Logger,
  Module,
  type BeforeApplicationShutdown,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { openEventStoreFromEnv, type EventStore } from '@captains-log/event-store';
import {
  openReadModelDatabaseFromEnv,
  ProjectionRunner,
  createProjectors,
  type ReadModelDatabase,
} from '@captains-log/read-models';
import type { PlatformConfig } from './config';
import { HealthService } from './health.service';
import { BullMqJobQueue } from './jobs/bullmq-job-queue';
import { InProcessJobQueue } from './jobs/in-process-job-queue';
import type { JobQueue, RecentFailure } from './jobs/job-queue';
import { BUILD_REPLAY_JOB, buildAndStoreReplay, enqueueReplay } from './replay-job';
import { ChainBrokenError } from './chain-alerts';
import { UnrecoverableJobError } from './jobs/job-queue';
import { REVALIDATE_TOURNAMENT_JOB, revalidateTournament } from './revalidation-job';
import { loadReplaySigningKey, type ReplaySigningKey } from './replay-signing-key';
import { ReplayBuildThread } from './replay-build-thread';
import { EVENT_STORE, JOB_QUEUE, PLATFORM_CONFIG, PROJECTION_RUNNER, READ_MODELS, REPLAY_KEY } from './tokens';

export interface PlatformOptions {
  config: PlatformConfig;
  /** the worker processes jobs; the api does so only when there is no Redis (in-process mode) */
  role: 'api' | 'worker';
}

/** Job: empty every read model and replay the whole log into it. */
export const REBUILD_READ_MODELS_JOB = 'rebuild-read-models';

/**
 * Opens the event store, the read-model database, the job queue and the projectors the
 * configuration asks for, and closes them in order on shutdown: stop taking jobs and let running
 * ones finish, stop projectors after the event in hand, then close the databases.
 */
@Module({})
export class PlatformModule implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('Platform');
  /** replay builds run off this process's thread (started at the first build) */
  private replayBuilds: ReplayBuildThread | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModelDatabase,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(PROJECTION_RUNNER) private readonly projections: ProjectionRunner | null,
    @Inject('PLATFORM_ROLE') private readonly role: 'api' | 'worker',
    @Inject(REPLAY_KEY) private readonly replayKey: ReplaySigningKey,
  ) {}

  static forRoot(options: PlatformOptions): DynamicModule {
    const { config, role } = options;
    const logger = new Logger('Platform');
    const reportJobFailure = (job: RecentFailure, final: boolean) =>
      logger.error(
        `job ${job.name} ${job.id} failed (attempt ${job.attempts}${final ? ', giving up' : ', will retry'}): ${job.reason}`,
      );
    return {
      module: PlatformModule,
      global: true,
      providers: [
        { provide: PLATFORM_CONFIG, useValue: config },
        { provide: 'PLATFORM_ROLE', useValue: role },
        {
          provide: EVENT_STORE,
          useFactory: () =>
            openEventStoreFromEnv({
              KURRENTDB_URL: config.kurrentdbUrl,
              DATABASE_URL: config.databaseUrl,
              DATA_DIR: config.dataDir,
              EVENT_STORE_SCHEMA: config.eventStoreSchema,
            }),
        },
        {
          provide: READ_MODELS,
          useFactory: () =>
            openReadModelDatabaseFromEnv({
              DATABASE_URL: config.databaseUrl,
              DATA_DIR: config.dataDir,
              READ_MODEL_SCHEMA: config.readModelSchema,
            }),
        },
        {
          provide: JOB_QUEUE,
          useFactory: (): JobQueue =>
            config.redisUrl
              ? new BullMqJobQueue(config.redisUrl, config.queueName, reportJobFailure)
              : new InProcessJobQueue(reportJobFailure),
        },
        {
          provide: REPLAY_KEY,
          useFactory: () => loadReplaySigningKey({ SIGNING_PRIVATE_KEY: config.signingPrivateKey }, config.dataDir),
        },
        {
          provide: PROJECTION_RUNNER,
          inject: [EVENT_STORE, READ_MODELS, JOB_QUEUE],
          useFactory: (store: EventStore, rm: ReadModelDatabase, queue: JobQueue) =>
            config.runProjectors
              ? new ProjectionRunner(
                  store,
                  // issue 8: a game's end enqueues its replay job (id from game + final revision)
                  createProjectors(rm.prisma, { requestReplay: async ({ gameId, revision }) => void (await enqueueReplay(queue, gameId, revision)) }),
                  {
                    onError: (name, err) => logger.error(`projector ${name}: ${(err as Error).message}`),
                  },
                )
              : null,
        },
        HealthService,
      ],
      exports: [PLATFORM_CONFIG, EVENT_STORE, READ_MODELS, JOB_QUEUE, PROJECTION_RUNNER, REPLAY_KEY, HealthService],
    };
  }

  /** Job processors every process registers; only processing processes run them. */
  private registerProcessors(): void {
    this.queue.register(REBUILD_READ_MODELS_JOB, async () => {
      if (!this.projections) throw new Error('projectors do not run in this process (RUN_PROJECTORS=false)');
      const started = performance.now();
      await this.projections.rebuild();
      return { rebuiltIn: Math.round(performance.now() - started), projectors: this.projections.status() };
    });
    this.queue.register(BUILD_REPLAY_JOB, async (data, job) => {
      let summary;
      try {
        this.replayBuilds ??= new ReplayBuildThread(this.replayKey);
        summary = await buildAndStoreReplay(this.store, this.readModels, this.replayBuilds, {
          gameId: String(data.gameId),
          revision: Number(data.revision),
        });
      } catch (err) {
        if (err instanceof ChainBrokenError) {
          this.logger.error({ message: 'replay refused: the game log does not verify', job: job.id, attempt: job.attempt, gameId: data.gameId, ...err.verification });
          throw new UnrecoverableJobError(err.message);
        }
        throw err;
      }
      this.logger.log({ message: 'replay built', job: job.id, attempt: job.attempt, ...summary });
      return summary;
    });
    this.queue.register(REVALIDATE_TOURNAMENT_JOB, async (data, job) => {
      const report = await revalidateTournament(this.store, this.readModels, { tournamentId: String(data.tournamentId) }, job.progress);
      this.logger.log({ message: 'tournament re-validated', job: job.id, games: report.games, diverged: report.diverged.length });
      return report;
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    this.registerProcessors();
    if (this.role === 'worker' || this.queue.mode === 'in-process') await this.queue.startProcessing();
    this.projections?.start();
    this.logger.log({
      message: 'platform ready',
      role: this.role,
      eventStore: this.store.info,
      readModels: this.readModels.info,
      queue: this.queue.mode,
      projectors: this.projections !== null,
      migrationsApplied: this.readModels.appliedMigrations,
    });
  }

  async beforeApplicationShutdown(signal?: string): Promise<void> {
    this.logger.log(`draining jobs and projectors${signal ? ` (${signal})` : ''}`);
    await this.queue.close();
    await this.projections?.stop();
    await this.replayBuilds?.close();
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([this.readModels.close(), this.store.close()]);
    this.logger.log('shutdown complete');
  }
}
