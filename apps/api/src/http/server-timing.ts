import type { NextFunction, Request, Response } from 'express';

/**
 * Issue 17: every answer says how long the api took with it, from the request's arrival to its
 * headers, as a `Server-Timing: app;dur=<ms>` header (W3C Server Timing). A client's latency minus
 * this is the network and the client's own event loop: bench/games reports both, so a tail can be
 * told apart from a busy client. For a live stream (SSE) it is the time to open the stream.
 */
export function serverTiming(_req: Request, res: Response, next: NextFunction): void {
  const started = process.hrtime.bigint();
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
    if (!this.headersSent) {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      this.setHeader('Server-Timing', `app;dur=${ms.toFixed(2)}`);
    }
    return writeHead.apply(this, args);
  } as Response['writeHead'];
  next();
}

/** The `app` duration of a Server-Timing header, in ms (undefined when absent). */
export function serverTimingMs(header: string | null | undefined): number | undefined {
  const match = header ? /(?:^|,)\s*app;dur=([0-9.]+)/.exec(header) : null;
  return match ? Number(match[1]) : undefined;
}
