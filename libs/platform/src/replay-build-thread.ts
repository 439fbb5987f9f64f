import type { KeyObject } from 'node:crypto';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { ReplayBuildError, type Perspective, type ReplayInput } from '@captains-log/replay';
import type { ReplaySigningKey } from './replay-signing-key';

/** What the thread is started with: the signing key (a KeyObject is cloned to a thread, not exported). */
export interface ThreadData {
  readonly privateKey: KeyObject;
  readonly publicKeyRaw: string;
}
export interface BuildRequest {
  readonly id: number;
  readonly input: ReplayInput;
}
export type BuildResponse =
  | { readonly id: number; readonly files: [Perspective, Uint8Array][] }
  | { readonly id: number; readonly error: { readonly message: string; readonly stack?: string; readonly buildError: boolean } };

export interface ReplayBuilder {
  readonly keyId: string;
  /** every perspective's replay file, as buildReplayBytes makes them */
  build(input: ReplayInput): Promise<Map<Perspective, Uint8Array>>;
}

/**
 * Issue 17: a replay build runs on a thread of its own. buildReplayBytes is synchronous and long (a 2,000-event game:
 * ~0.3 s on the CI machine); on the process's own thread it stopped everything else that process does for that
 * long — the worker's projectors and other jobs, and, without Redis, the api itself (its job queue runs in-process:
 * every player's request waited for a finished game's replay). The thread is started at the first build and kept
 * (the engine loads once), unreferenced (it never keeps a process alive); builds queue on it one at a time (the
 * build is CPU work: a second thread would share the same cores). The input is cloned to the thread (~10 ms for
 * 2,000 events); the files come back as transferred buffers, not copies. A thread that dies (out of memory, a
 * crash) fails the builds it held, and the next build starts a new one.
 *
 * From source (the api or worker run with `-r @swc-node/register`, or under jest), the thread loads the
 * TypeScript entry through @swc-node/register; from dist, the compiled one.
 */
export class ReplayBuildThread implements ReplayBuilder {
  readonly keyId: string;
  private worker: Worker | null = null;
  private readonly waiting = new Map<number, { resolve: (files: Map<Perspective, Uint8Array>) => void; reject: (err: Error) => void }>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly key: Pick<ReplaySigningKey, 'keyId' | 'publicKeyRaw' | 'privateKey'>) {
    this.keyId = key.keyId;
  }

  build(input: ReplayInput): Promise<Map<Perspective, Uint8Array>> {
    if (this.closed) return Promise.reject(new Error('the replay build thread is closed'));
    const worker = this.started();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      // a build in progress keeps the process alive; an idle thread does not
      worker.ref();
      try {
        worker.postMessage({ id, input } satisfies BuildRequest);
      } catch (err) {
        // an input that cannot be cloned (a function, a symbol): this build's error, not the thread's
        this.settled(id);
        reject(err as Error);
      }
    });
  }

  private settled(id: number): void {
    this.waiting.delete(id);
    if (this.waiting.size === 0) this.worker?.unref();
  }

  /** Stops the thread; builds in progress fail. */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
    this.failAll(new Error('the replay build thread was closed during the build'));
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const source = __filename.endsWith('.ts');
    const entry = join(__dirname, source ? 'replay-build-worker.ts' : 'replay-build-worker.js');
    const bootstrap = `${source ? "require('@swc-node/register');" : ''}require(${JSON.stringify(entry)});`;
    const data: ThreadData = { privateKey: this.key.privateKey, publicKeyRaw: this.key.publicKeyRaw };
    const worker = new Worker(bootstrap, { eval: true, workerData: data });
    worker.unref();
    worker.on('message', (response: BuildResponse) => {
      const waiter = this.waiting.get(response.id);
      if (!waiter) return;
      this.settled(response.id);
      if ('files' in response) waiter.resolve(new Map(response.files));
      else {
        const err = response.error.buildError ? new ReplayBuildError(response.error.message) : new Error(response.error.message);
        if (response.error.stack) err.stack = response.error.stack;
        waiter.reject(err);
      }
    });
    const lost = (why: string) => {
      if (this.worker === worker) this.worker = null;
      this.failAll(new Error(`the replay build thread stopped: ${why}`));
    };
    worker.on('error', (err) => lost(err.message));
    worker.on('exit', (code) => lost(`exit code ${code}`));
    this.worker = worker;
    return worker;
  }

  private failAll(err: Error): void {
    const waiting = [...this.waiting.values()];
    this.waiting.clear();
    for (const waiter of waiting) waiter.reject(err);
  }
}
