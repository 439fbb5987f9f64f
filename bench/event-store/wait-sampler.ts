/**
 * What the benchmark's PostgreSQL connections are doing while it runs: pg_stat_activity sampled
 * every few milliseconds for one application_name, averaged per sample. "active" is a backend
 * working (CPU) with no wait event; "in transaction, waiting for the client" is a round trip in the
 * middle of an open transaction; the rest are PostgreSQL wait events (Lock:transactionid is a row
 * lock held by another transaction, IO:WALSync the commit's fsync, Client:ClientRead an idle
 * connection waiting for its next statement).
 */
import { Client } from 'pg';

export interface WaitProfile {
  /** samples taken */
  samples: number;
  /** average number of connections in each state, largest first */
  average: Record<string, number>;
}

export class WaitSampler {
  /** per application_name: samples taken and connections seen in each state */
  private readonly tallies = new Map<string, { samples: number; counts: Map<string, number> }>();
  private running: string | null = null;
  private loop: Promise<void> | null = null;

  private constructor(private readonly client: Client) {}

  static async open(connectionString: string): Promise<WaitSampler> {
    const client = new Client({ connectionString, application_name: 'bench-wait-sampler' });
    await client.connect();
    return new WaitSampler(client);
  }

  /** sample the connections named `applicationName` until pause(); samples add up across calls */
  resume(applicationName: string, everyMs = 10): void {
    this.running = applicationName;
    const tally = this.tallies.get(applicationName) ?? { samples: 0, counts: new Map<string, number>() };
    this.tallies.set(applicationName, tally);
    this.loop = (async () => {
      while (this.running === applicationName) {
        const { rows } = await this.client.query<{ state: string | null; wait: string | null }>(
          `SELECT state, wait_event_type || ':' || wait_event AS wait
           FROM pg_stat_activity WHERE application_name = $1 AND pid <> pg_backend_pid()`,
          [applicationName],
        );
        tally.samples += 1;
        for (const r of rows) {
          const key = stateName(r.state, r.wait);
          tally.counts.set(key, (tally.counts.get(key) ?? 0) + 1);
        }
        await new Promise((resolve) => setTimeout(resolve, everyMs));
      }
    })();
  }

  async pause(): Promise<void> {
    this.running = null;
    await this.loop;
  }

  /** the average over every sample of `applicationName` since the last clear() */
  profile(applicationName: string): WaitProfile {
    const tally = this.tallies.get(applicationName) ?? { samples: 0, counts: new Map<string, number>() };
    const average = Object.fromEntries(
      [...tally.counts.entries()]
        .filter(([state]) => state !== 'idle')
        .sort((a, b) => b[1] - a[1])
        .map(([state, n]) => [state, Math.round((n / Math.max(1, tally.samples)) * 100) / 100]),
    );
    return { samples: tally.samples, average };
  }

  clear(): void {
    this.tallies.clear();
  }

  async close(): Promise<void> {
    await this.pause();
    await this.client.end();
  }
}

function stateName(state: string | null, wait: string | null): string {
  if (state === 'idle in transaction') return 'in transaction, waiting for the client';
  if (state === 'active' && !wait) return 'active';
  if (state === 'idle') return 'idle';
  return wait ?? String(state);
}

/** The same connection string with an application_name, so the sampler can tell contenders apart. */
export function withApplicationName(connectionString: string, name: string): string {
  const url = new URL(connectionString);
  url.searchParams.set('application_name', name);
  return url.toString();
}

/** The same connection string pointing at another database on the same server. */
export function withDatabase(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${database}`;
  return url.toString();
}
