import { verifyChain, type EventStore, type RecordedEvent, type StreamVerification } from '@captains-log/event-store';
import type { ReadModelDatabase } from '@captains-log/read-models';

/**
 * Chain alerts (issue 14): a stream whose hash chain does not verify, as found by whoever checked
 * it from the store (the replay job before building, the api on /verify or before a replay). Kept
 * in chain_alerts (not a projection: a rebuild leaves them), listed by /health and to directors.
 */
export interface ChainAlert {
  stream: string;
  gameId: string | null;
  brokenAt: number | null;
  problem: string;
  foundBy: string;
  foundAt: string;
}

/** A replay (or a seal) refused because the stream's chain does not verify. */
export class ChainBrokenError extends Error {
  constructor(readonly verification: StreamVerification & { ok: false }) {
    super(`${verification.stream}: the hash chain is broken at revision ${verification.brokenAt} (${verification.reason}); refusing to build or sign from it`);
    this.name = 'ChainBrokenError';
  }
}

const gameIdOf = (stream: string) => (stream.startsWith('game-') ? stream.slice('game-'.length) : null);

/** Record (or refresh) the alert for a broken stream. */
export async function recordChainAlert(rm: ReadModelDatabase, verification: StreamVerification, foundBy: string): Promise<void> {
  if (verification.ok) return;
  const row = {
    stream: verification.stream,
    gameId: gameIdOf(verification.stream),
    brokenAt: verification.brokenAt,
    problem: verification.reason,
    foundBy,
    foundAt: new Date(),
  };
  await rm.prisma.chainAlert.upsert({ where: { stream: row.stream }, create: row, update: row });
}

/** Verify events read from the store; a broken chain is recorded and thrown as ChainBrokenError. */
export async function requireIntactChain(rm: ReadModelDatabase, stream: string, events: RecordedEvent[], foundBy: string): Promise<void> {
  const verification = verifyChain(stream, events);
  if (verification.ok) return;
  await recordChainAlert(rm, verification, foundBy);
  throw new ChainBrokenError(verification);
}

/** Verify a stream from the store (never a cache); a broken chain is recorded as an alert. */
export async function checkStoredChain(store: EventStore, rm: ReadModelDatabase, stream: string, foundBy: string): Promise<StreamVerification> {
  const verification = await store.verifyStream(stream);
  await recordChainAlert(rm, verification, foundBy);
  return verification;
}

export async function listChainAlerts(rm: ReadModelDatabase): Promise<ChainAlert[]> {
  const rows = await rm.prisma.chainAlert.findMany({ orderBy: { foundAt: 'desc' } });
  return rows.map((r) => ({ stream: r.stream, gameId: r.gameId, brokenAt: r.brokenAt, problem: r.problem, foundBy: r.foundBy, foundAt: r.foundAt.toISOString() }));
}

export async function chainAlertFor(rm: ReadModelDatabase, stream: string): Promise<ChainAlert | null> {
  const r = await rm.prisma.chainAlert.findUnique({ where: { stream } });
  return r ? { stream: r.stream, gameId: r.gameId, brokenAt: r.brokenAt, problem: r.problem, foundBy: r.foundBy, foundAt: r.foundAt.toISOString() } : null;
}
