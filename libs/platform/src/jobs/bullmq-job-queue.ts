import { Queue, Worker, type Job } from 'bullmq';
import IORedis from 'ioredis';
import { redactUrl } from '@captains-log/event-store';
import { isUnrecoverable, type EnqueueOptions, type JobData, type JobProcessor, type JobQueue, type JobStatus, type QueueHealth, type RecentFailure } from './job-queue';

/**
 * BullMQ on Redis. Every process can enqueue; only processes that call startProcessing (the
 * worker) run jobs. Completed jobs are kept (up to a limit) so that re-enqueueing the same job id
 * stays a no-op; failed jobs are kept for /health and inspection.
 */
export class BullMqJobQueue implements JobQueue {
  readonly mode = 'bullmq' as const;
  private readonly connection: IORedis;
  private readonly queue: Queue;
  private worker: Worker | null = null;
  private workerConnection: IORedis | null = null;
  private readonly processors = new Map<string, JobProcessor>();

  constructor(
    private readonly redisUrl: string,
    readonly queueName: string,
    private readonly onError: (job: RecentFailure, final: boolean) => void = () => undefined,
    private readonly concurrency = 4,
  ) {
    // Producer side fails fast while Redis is away (enableOfflineQueue: false) so enqueue and health
    // answer with an error instead of waiting; the worker's connection queues and waits instead.
    this.connection = new IORedis(redisUrl, { maxRetriesPerRequest: null, enableOfflineQueue: false });
    this.connection.on('error', () => undefined); // reported through health(); ioredis reconnects
    this.queue = new Queue(queueName, { connection: this.connection });
    this.queue.on('error', () => undefined); // likewise: connection trouble shows in health()
  }

  async enqueue(name: string, data: JobData, options: EnqueueOptions): Promise<{ id: string; created: boolean }> {
    const existing = await this.queue.getJob(options.jobId);
    if (existing) return { id: options.jobId, created: false };
    await this.queue.add(name, data, {
      jobId: options.jobId,
      attempts: options.attempts ?? 5,
      backoff: { type: 'exponential', delay: options.backoffMs ?? 1000 },
      removeOnComplete: { count: 10_000 },
      removeOnFail: { count: 10_000 },
    });
    return { id: options.jobId, created: true };
  }

  register(name: string, processor: JobProcessor): void {
    this.processors.set(name, processor);
  }

  async startProcessing(): Promise<void> {
    if (this.worker) return;
    this.workerConnection = this.connection.duplicate({ enableOfflineQueue: true });
    this.workerConnection.on('error', () => undefined);
    this.worker = new Worker(
      this.queueName,
      async (job: Job) => {
        const processor = this.processors.get(job.name);
        if (!processor) throw new Error(`no processor registered for job ${job.name}`);
        return processor(job.data as JobData, {
          id: String(job.id),
          name: job.name,
          attempt: job.attemptsMade + 1,
          progress: (value) => job.updateProgress(value),
        });
      },
      { connection: this.workerConnection, concurrency: this.concurrency },
    );
    this.worker.on('failed', (job, err) => {
      if (!job) return;
      const final = job.attemptsMade >= (job.opts.attempts ?? 1) || isUnrecoverable(err);
      this.onError({ id: String(job.id), name: job.name, reason: err.message, attempts: job.attemptsMade }, final);
    });
    this.worker.on('error', () => undefined);
    await this.worker.waitUntilReady();
  }

  async status(jobId: string): Promise<JobStatus | null> {
    // the state first: a job read after it reads 'completed' carries its return value
    const state = await this.queue.getJobState(jobId);
    const job = await this.queue.getJob(jobId);
    if (!job) return null;
    const known = ['waiting', 'active', 'completed', 'failed', 'delayed'];
    return {
      id: jobId,
      name: job.name,
      state: (known.includes(state) ? state : state === 'prioritized' || state === 'waiting-children' ? 'waiting' : 'unknown') as JobStatus['state'],
      progress: typeof job.progress === 'object' && job.progress !== null ? (job.progress as JobData) : null,
      result: job.returnvalue ?? null,
      failedReason: job.failedReason ?? null,
    };
  }

  async health(): Promise<QueueHealth> {
    const base = {
      mode: this.mode,
      location: `${redactUrl(this.redisUrl)} queue ${this.queueName}`,
      processing: this.worker !== null && this.worker.isRunning(),
    };
    try {
      const counts = await this.queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed');
      const failed = await this.queue.getFailed(0, 9);
      return {
        ...base,
        ok: true,
        counts: {
          waiting: counts.waiting ?? 0,
          active: counts.active ?? 0,
          completed: counts.completed ?? 0,
          failed: counts.failed ?? 0,
          delayed: counts.delayed ?? 0,
        },
        recentFailures: failed.map((j) => ({
          id: String(j.id),
          name: j.name,
          reason: j.failedReason,
          attempts: j.attemptsMade,
        })),
      };
    } catch (err) {
      return {
        ...base,
        ok: false,
        counts: { waiting: 0, active: 0, completed: 0, failed: 0, delayed: 0 },
        recentFailures: [],
        error: (err as Error).message,
      };
    }
  }

  /** the underlying queue, for tests and tools */
  get bullQueue(): Queue {
    return this.queue;
  }

  async close(): Promise<void> {
    // Worker.close() waits for the jobs in hand to finish before it resolves.
    if (this.worker) await this.worker.close();
    // BullMQ leaves connections it was given open: ours to close.
    this.workerConnection?.disconnect();
    if (this.connection.status !== 'ready') {
      // Redis is unreachable: nothing to flush, and a graceful close would wait for a reconnect.
      this.connection.disconnect();
      return;
    }
    await this.queue.close();
    this.connection.disconnect();
  }
}
