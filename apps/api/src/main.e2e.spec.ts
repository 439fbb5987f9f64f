import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
    server.on('error', fail);
  });
}

describe('the api process', () => {
  it('starts with no DATABASE_URL or REDIS_URL, answers /health, and exits cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cl-main-'));
    const port = await freePort();
    const root = resolve(__dirname, '../../..');
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1' };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    delete env.KURRENTDB_URL;
    delete env.NODE_OPTIONS;
    const child = spawn(process.execPath, ['-r', '@swc-node/register', 'apps/api/src/main.ts'], { cwd: root, env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((ok) => child.on('exit', (code) => ok(code)));
    try {
      let status = 0;
      for (let i = 0; i < 240 && status !== 200; i++) {
        status = await fetch(`http://127.0.0.1:${port}/health`).then((r) => r.status, () => 0);
        if (status !== 200) await new Promise((r) => setTimeout(r, 250));
      }
      expect(status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      const lines = output.trim().split('\n').map((l) => JSON.parse(l) as { message: unknown; context?: string });
      const messages = lines.map((l) => (typeof l.message === 'string' ? l.message : JSON.stringify(l.message)));
      expect(messages).toEqual(expect.arrayContaining(['received SIGTERM: shutting down', 'draining jobs and projectors']));
      expect(messages[messages.length - 1]).toBe('shutdown complete');
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
