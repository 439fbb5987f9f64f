import { resolve } from 'node:path';

/** Process configuration, read once from the environment (README › Configuration). */
export interface PlatformConfig {
  port: number;
  /** PostgreSQL for the event store and read models; unset = embedded PGlite under dataDir */
  databaseUrl?: string;
  /** Redis for BullMQ; unset = jobs run in-process */
  redisUrl?: string;
  /** KurrentDB for the event store instead of PostgreSQL/PGlite */
  kurrentdbUrl?: string;
  /** folder for embedded data (PGlite) */
  dataDir: string;
  /** PostgreSQL schema of the event store (default event_store) */
  eventStoreSchema?: string;
  /** PostgreSQL schema of the read models (default: the connection's, usually public) */
  readModelSchema?: string;
  /** run the read-model projectors in this process */
  runProjectors: boolean;
  /** BullMQ queue name (tests use their own) */
  queueName: string;
  /** how long graceful shutdown waits for running work, in ms */
  shutdownTimeoutMs: number;
  /** requests per minute per bearer token (per address without one) */
  rateLimitPerMinute: number;
  /** Ed25519 private key (PKCS#8 PEM) that signs replays; unset: generated once under dataDir */
  signingPrivateKey?: string;
  /** URL template of card images for the web app (`{id}` Blueprint ID, `{set}` set id); unset: no images */
  cardImageUrl?: string;
  /** how long a computer opponent waits before each of its moves, in ms (so a person can follow them) */
  botMoveDelayMs: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv, role: 'api' | 'worker'): PlatformConfig {
  const port = env.PORT === undefined || env.PORT === '' ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a TCP port number (0-65535), got ${JSON.stringify(env.PORT)}`);
  }
  for (const [name, schemes] of [
    ['DATABASE_URL', ['postgres:', 'postgresql:']],
    ['REDIS_URL', ['redis:', 'rediss:']],
    ['KURRENTDB_URL', ['kurrentdb:', 'kurrentdb+discover:', 'esdb:', 'esdb+discover:']],
  ] as const) {
    const value = env[name];
    if (!value) continue;
    let scheme: string;
    try {
      scheme = new URL(value).protocol;
    } catch {
      throw new ConfigError(`${name} is not a URL: ${JSON.stringify(value)}`);
    }
    if (!(schemes as readonly string[]).includes(scheme)) {
      throw new ConfigError(`${name} must start with ${schemes.join(' or ')}, got ${scheme}`);
    }
  }
  const flag = env.RUN_PROJECTORS;
  if (flag !== undefined && flag !== '' && !['true', 'false'].includes(flag)) {
    throw new ConfigError(`RUN_PROJECTORS must be true or false, got ${JSON.stringify(flag)}`);
  }
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    kurrentdbUrl: env.KURRENTDB_URL || undefined,
    dataDir: resolve(env.DATA_DIR || '.data'),
    eventStoreSchema: env.EVENT_STORE_SCHEMA || undefined,
    readModelSchema: env.READ_MODEL_SCHEMA || undefined,
    // With Redis a worker process exists and projects; without, the api is the whole system.
    runProjectors: flag ? flag === 'true' : role === 'worker' || !env.REDIS_URL,
    queueName: env.QUEUE_NAME || 'captains-log',
    shutdownTimeoutMs: Number(env.SHUTDOWN_TIMEOUT_MS || 25_000),
    rateLimitPerMinute: positiveInteger(env, 'RATE_LIMIT_PER_MINUTE', 600),
    signingPrivateKey: env.SIGNING_PRIVATE_KEY || undefined,
    cardImageUrl: cardImageTemplate(env.CARD_IMAGE_URL),
    botMoveDelayMs: wholeNumber(env, 'BOT_MOVE_DELAY_MS', 400),
  };
}

function cardImageTemplate(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (!/^(https?:\/\/|\/)/.test(raw) || !raw.includes('{id}')) {
    throw new ConfigError(`CARD_IMAGE_URL must be an http(s) URL or an absolute path containing {id} (the Blueprint ID), got ${JSON.stringify(raw)}`);
  }
  return raw;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new ConfigError(`${name} must be a positive whole number, got ${JSON.stringify(raw)}`);
  }
  return value;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new ConfigError(`${name} must be a whole number (0 or more), got ${JSON.stringify(raw)}`);
  }
  return value;
}
