/** A tiny JSON client for the api, signed in as one account. */
export class ApiClient {
  constructor(
    readonly url: string,
    readonly token?: string,
  ) {}

  async call<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
    const res = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  /** sign up (if needed) and sign in; returns a client carrying the token */
  static async account(url: string, handle: string, role?: string, admin?: ApiClient): Promise<ApiClient> {
    const password = `${handle}-password-123`;
    const client = admin ?? new ApiClient(url);
    await client.call('POST', '/accounts', { handle, displayName: handle.toUpperCase(), password, ...(role ? { role } : {}) });
    const session = await new ApiClient(url).call('POST', '/sessions', { handle, password });
    if (session.status !== 201) throw new Error(`sign-in failed for ${handle}: ${JSON.stringify(session.body)}`);
    return new ApiClient(url, session.body.token);
  }
}

/** A seeded PRNG (mulberry32) so a failing random game can be replayed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
