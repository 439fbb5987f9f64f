import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
    server.on('error', fail);
  });
}

export interface ApiProcess {
  url: string;
  output: () => string;
  stop: () => Promise<number | null>;
}

/** Start a real api process (from source) and wait until /health answers 200. */
export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // API_NODE_ARGS: extra node flags for the api process (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile a bench)
  const child = startProcess('apps/api/src/main.ts', { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }, process.env.API_NODE_ARGS);
  for (let i = 0; i < 240; i++) {
    const status = await fetch(`${url}/health`).then((r) => r.status, () => 0);
    if (status === 200) return { url, output: child.output, stop: child.stop };
    if (child.exited()) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error(`api did not start:\n${child.output()}`);
}

export interface WorkerProcess {
  output: () => string;
  stop: () => Promise<number | null>;
}

/**
 * Start a real worker process (from source: job processors and projectors, as in production beside
 * the api) and wait until it says it is processing its queue. WORKER_NODE_ARGS: extra node flags.
 */
export async function startWorker(env: Record<string, string>): Promise<WorkerProcess> {
  const child = startProcess('apps/worker/src/main.ts', { ...env, LOG_LEVEL: 'info' }, process.env.WORKER_NODE_ARGS);
  for (let i = 0; i < 240; i++) {
    if (/processing queue/.test(child.output())) return { output: child.output, stop: child.stop };
    if (child.exited()) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error(`worker did not start:\n${child.output()}`);
}

function startProcess(entry: string, env: Record<string, string>, nodeArgs: string | undefined) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.NODE_OPTIONS;
  const extra = (nodeArgs ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...extra, '-r', '@swc-node/register', entry], { cwd: ROOT, env: childEnv });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((ok) => child.on('exit', (code) => ok(code)));
  return {
    output: () => output,
    exited: () => child.exitCode !== null,
    kill: () => child.kill('SIGKILL'),
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
