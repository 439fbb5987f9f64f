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
      // compiling the api on the fly (swc) takes seconds, more on a busy machine (a CI run beside other
      // work took over a minute): wait while the process lives, and show its output when it never answers
      let status = 0;
      let gone = false;
      void exited.then(() => (gone = true));
      const deadline = Date.now() + 150_000;
      while (status !== 200 && !gone && Date.now() < deadline) {
        status = await fetch(`http://127.0.0.1:${port}/health`).then((r) => r.status, () => 0);
        if (status !== 200) await new Promise((r) => setTimeout(r, 250));
      }
      expect({ status, output: status === 200 ? '' : output }).toEqual({ status: 200, output: '' });
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
  }, 180_000);
});
