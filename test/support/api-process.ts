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
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  delete childEnv.NODE_OPTIONS;
  // API_NODE_ARGS: extra node flags for the api process (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile a bench)
  const extra = (process.env.API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...extra, '-r', '@swc-node/register', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: childEnv,
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((ok) => child.on('exit', (code) => ok(code)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    const status = await fetch(`${url}/health`).then((r) => r.status, () => 0);
    if (status === 200) {
      return {
        url,
        output: () => output,
        stop: async () => {
          child.kill('SIGTERM');
          return exited;
        },
      };
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`api did not start:\n${output}`);
}
