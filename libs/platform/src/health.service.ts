import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@captains-log/event-store';
import type { ProjectionRunner, ProjectorStatus, ReadModelDatabase } from '@captains-log/read-models';
import type { JobQueue, QueueHealth } from './jobs/job-queue';
import { EVENT_STORE, JOB_QUEUE, PROJECTION_RUNNER, READ_MODELS } from './tokens';
import { withTimeout } from './with-timeout';
import { listChainAlerts, type ChainAlert } from './chain-alerts';

export interface ComponentHealth {
  ok: boolean;
  mode: string;
  location: string;
  latencyMs: number;
  error?: string;
}

export interface HealthReport {
  status: 'ok' | 'degraded';
  eventStore: ComponentHealth;
  readModels: ComponentHealth;
  queue: QueueHealth;
  projectors: { running: boolean; list: ProjectorStatus[] };
  /**
   * Streams whose hash chain was found broken (issue 14): ok is false while any is listed. Not a
   * component failure (the answer stays 200): the platform runs, one game's log needs a director.
   */
  integrity: { ok: boolean; chainAlerts: ChainAlert[]; error?: string };
  uptimeSeconds: number;
}

const PROBE_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModelDatabase,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(PROJECTION_RUNNER) private readonly projections: ProjectionRunner | null,
  ) {}

  async report(): Promise<HealthReport> {
    const [eventStore, readModels, queue] = await Promise.all([
      probe(this.store.info.adapter, this.store.info.location, () => this.store.ping()),
      probe(this.readModels.info.mode, this.readModels.info.location, () => this.readModels.ping()),
      withTimeout(this.queue.health(), PROBE_TIMEOUT_MS, 'the job queue').catch(
        (err: Error): QueueHealth => ({
          mode: this.queue.mode,
          ok: false,
          location: '',
          processing: false,
          counts: { waiting: 0, active: 0, completed: 0, failed: 0, delayed: 0 },
          recentFailures: [],
          error: err.message,
        }),
      ),
    ]);
    const projectors = this.projections?.status() ?? [];
    const integrity = readModels.ok
      ? await withTimeout(listChainAlerts(this.readModels), PROBE_TIMEOUT_MS, 'chain alerts').then(
          (chainAlerts) => ({ ok: chainAlerts.length === 0, chainAlerts }),
          (err: Error) => ({ ok: false, chainAlerts: [], error: err.message }),
        )
      : { ok: false, chainAlerts: [], error: 'the read models do not answer' };
    const ok = eventStore.ok && readModels.ok && queue.ok;
    return {
      status: ok ? 'ok' : 'degraded',
      eventStore,
      readModels,
      queue,
      projectors: { running: this.projections !== null, list: projectors },
      integrity,
      uptimeSeconds: Math.round(process.uptime()),
    };
  }
}

async function probe(mode: string, location: string, ping: () => Promise<void>): Promise<ComponentHealth> {
  const started = performance.now();
  try {
    await withTimeout(ping(), PROBE_TIMEOUT_MS, mode);
    return { ok: true, mode, location, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (err) {
    return {
      ok: false,
      mode,
      location,
      latencyMs: Math.round(performance.now() - started),
      error: (err as Error).message,
    };
  }
}
