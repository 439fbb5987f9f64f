/**
 * HTTP helpers for api specs: call the api as a signed-in account (by name) or anonymously, and
 * wait for what projections make true eventually.
 */

export interface ApiAnswer {
  status: number;
  /** the parsed JSON body (undefined when empty) */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

export type ApiCall = (as: string | null, method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<ApiAnswer>;

/**
 * `call(as, method, path, body?, headers?)` against the api at `baseUrl()`, with the bearer token
 * `tokens[as]` (none for null); a JSON body is sent as such.
 */
export function apiCaller(baseUrl: () => string, tokens: Record<string, string>): ApiCall {
  return async (as, method, path, body, headers = {}) => {
    const res = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(as ? { authorization: `Bearer ${tokens[as]}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
  };
}

/**
 * Probe until it gives a truthy value (every 100 ms, `attempts` times: 150 by default, 15 s at most);
 * throws naming `what` otherwise. A bound on waiting, not a speed assertion: raise `attempts` where
 * the probe itself does work (sends commands) and a loaded machine may need longer.
 */
export async function until<T>(
  probe: () => T | null | undefined | false | Promise<T | null | undefined | false>,
  what: string,
  attempts = 150,
): Promise<T> {
  for (let i = 0; i < attempts; i++) {
    const value = await probe();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not happen`);
}
