/**
 * Background jobs (DESIGN.md › Read models, jobs, API): BullMQ on Redis when REDIS_URL is set, the
 * same processors in-process otherwise. Jobs are idempotent by id (derive it from the stream and
 * revision they are about) and retried with exponential backoff.
 */
export type JobData = Record<string, unknown>;

/**
 * A failure another attempt cannot mend (a game log whose chain is broken): the job fails at once,
 * without retries. Named as BullMQ's UnrecoverableError, which BullMQ recognises by its name.
 */
export class UnrecoverableJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnrecoverableError';
  }
}

export const isUnrecoverable = (err: unknown): boolean => (err as Error | null)?.name === 'UnrecoverableError';
export type JobProcessor = (
  data: JobData,
  job: {
    id: string;
    name: string;
    attempt: number;
    /** report progress (JSON), read back through `status` (issue 13: a tournament's re-validation) */
    progress?: (value: JobData) => Promise<void>;
  },
) => Promise<unknown>;

/** A job as `status` reads it: its state, last progress, and result or failure. */
export interface JobStatus {
  id: string;
  name: string;
  state: keyof JobCounts | 'unknown';
  progress: JobData | null;
  result: unknown;
  failedReason: string | null;
}

export interface EnqueueOptions {
  /** a repeat with the same id is a no-op while the job is kept */
  jobId: string;
  /** attempts before the job counts as failed; default 5 */
  attempts?: number;
  /** first retry delay in ms, doubled each time; default 1000 */
  backoffMs?: number;
}

export interface JobCounts {
  waiting: number;
  active: number;
  completed: number;
  failed: number;
  delayed: number;
}

export interface RecentFailure {
  id: string;
  name: string;
  reason: string;
  attempts: number;
}

export interface QueueHealth {
  mode: 'bullmq' | 'in-process';
  ok: boolean;
  location: string;
  processing: boolean;
  counts: JobCounts;
  recentFailures: RecentFailure[];
  error?: string;
}

export interface JobQueue {
  readonly mode: QueueHealth['mode'];
  enqueue(name: string, data: JobData, options: EnqueueOptions): Promise<{ id: string; created: boolean }>;
  /** register the processor for a job name; jobs are processed here once startProcessing runs */
  register(name: string, processor: JobProcessor): void;
  startProcessing(): Promise<void>;
  /** a job's state, progress and result (null: no such job kept) */
  status(jobId: string): Promise<JobStatus | null>;
  health(): Promise<QueueHealth>;
  /** stop taking jobs, wait for running ones (drain), close connections */
  close(): Promise<void>;
}
