import { isUnrecoverable, type EnqueueOptions, type JobCounts, type JobData, type JobProcessor, type JobQueue, type JobStatus, type QueueHealth, type RecentFailure } from './job-queue';

interface Entry {
  id: string;
  name: string;
  data: JobData;
  attempts: number;
  backoffMs: number;
  attempt: number;
  state: keyof JobCounts;
  progress: JobData | null;
  result: unknown;
  failedReason: string | null;
}

/**
 * The job queue without Redis: jobs run in this process, one at a time per queue, with the same
 * idempotent ids, retries and backoff as BullMQ. Nothing survives a restart, which is fine for the
 * embedded single-process mode (a finished game's replay job is enqueued again by its projector).
 */
export class InProcessJobQueue implements JobQueue {
  readonly mode = 'in-process' as const;
  private readonly processors = new Map<string, JobProcessor>();
  private readonly jobs = new Map<string, Entry>();
  private readonly pending: Entry[] = [];
  private readonly failures: RecentFailure[] = [];
  private running: Promise<void> | null = null;
  private processing = false;
  private closed = false;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly onError: (job: RecentFailure, final: boolean) => void = () => undefined) {}

  async enqueue(name: string, data: JobData, options: EnqueueOptions): Promise<{ id: string; created: boolean }> {
    if (this.closed) throw new Error(`job queue is closed; cannot enqueue ${name}`);
    if (this.jobs.has(options.jobId)) return { id: options.jobId, created: false };
    const entry: Entry = {
      id: options.jobId,
      name,
      data,
      attempts: options.attempts ?? 5,
      backoffMs: options.backoffMs ?? 1000,
      attempt: 0,
      state: 'waiting',
      progress: null,
      result: null,
      failedReason: null,
    };
    this.jobs.set(entry.id, entry);
    this.pending.push(entry);
    this.pump();
    return { id: entry.id, created: true };
  }

  register(name: string, processor: JobProcessor): void {
    this.processors.set(name, processor);
  }

  async startProcessing(): Promise<void> {
    this.processing = true;
    this.pump();
  }

  private pump(): void {
    if (!this.processing || this.running || this.closed) return;
    const next = this.pending.shift();
    if (!next) return;
    this.running = this.run(next).finally(() => {
      this.running = null;
      this.pump();
    });
  }

  private async run(entry: Entry): Promise<void> {
    const processor = this.processors.get(entry.name);
    entry.state = 'active';
    entry.attempt += 1;
    try {
      if (!processor) throw new Error(`no processor registered for job ${entry.name}`);
      entry.result =
        (await processor(entry.data, {
          id: entry.id,
          name: entry.name,
          attempt: entry.attempt,
          progress: async (value) => {
            entry.progress = value;
          },
        })) ?? null;
      entry.state = 'completed';
    } catch (err) {
      const failure = { id: entry.id, name: entry.name, reason: (err as Error).message, attempts: entry.attempt };
      const final = entry.attempt >= entry.attempts || isUnrecoverable(err);
      this.onError(failure, final);
      entry.failedReason = failure.reason;
      if (final) {
        entry.state = 'failed';
        this.failures.unshift(failure);
        this.failures.length = Math.min(this.failures.length, 20);
      } else {
        entry.state = 'delayed';
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          entry.state = 'waiting';
          this.pending.push(entry);
          this.pump();
        }, entry.backoffMs * 2 ** (entry.attempt - 1));
        this.timers.add(timer);
      }
    }
  }

  async status(jobId: string): Promise<JobStatus | null> {
    const entry = this.jobs.get(jobId);
    if (!entry) return null;
    return { id: entry.id, name: entry.name, state: entry.state, progress: entry.progress, result: entry.result, failedReason: entry.failedReason };
  }

  async health(): Promise<QueueHealth> {
    const counts: JobCounts = { waiting: 0, active: 0, completed: 0, failed: 0, delayed: 0 };
    for (const j of this.jobs.values()) counts[j.state] += 1;
    return {
      mode: this.mode,
      ok: !this.closed,
      location: 'this process',
      processing: this.processing,
      counts,
      recentFailures: [...this.failures],
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    await this.running; // drain: the job in hand finishes
  }
}
