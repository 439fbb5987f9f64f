import type { RecordedEvent } from '@captains-log/event-store';
import { PrismaProjector, type ReadModelTransaction } from './projector';

/** `challenge-<id>` streams (apps/api challenges: the lobby). */
export const CHALLENGE_STREAM_PREFIX = 'challenge-';

type Data = Record<string, unknown>;
interface Player {
  accountId: string;
  handle: string;
  name: string;
}
const player = (v: unknown): Player | null => {
  const p = v as Partial<Player> | null | undefined;
  return p && typeof p.accountId === 'string' ? { accountId: p.accountId, handle: String(p.handle ?? ''), name: String(p.name ?? '') } : null;
};

/**
 * The lobby's challenge list (`challenges`): one row per challenge stream, from its facts
 * (ChallengeIssued, ChallengeAccepted, ChallengeDeclined, ChallengeWithdrawn) without re-running
 * rules. Rebuildable from zero and idempotent on replay: a row records the stream revision it
 * reflects and an event at or below it changes nothing.
 */
export class ChallengesProjector extends PrismaProjector {
  readonly name = 'challenges';

  protected async apply(tx: ReadModelTransaction, event: RecordedEvent): Promise<void> {
    if (!event.stream.startsWith(CHALLENGE_STREAM_PREFIX)) return;
    const id = event.stream.slice(CHALLENGE_STREAM_PREFIX.length);
    const data = event.data as Data;
    const at = new Date(event.metadata.recordedAt);

    if (event.type === 'ChallengeIssued') {
      const challenger = player(data.challenger);
      if (!challenger) return;
      const opponent = player(data.opponent);
      const deck = (data.deck ?? {}) as { name?: unknown };
      const row = {
        status: 'open',
        challengerId: challenger.accountId,
        challengerHandle: challenger.handle,
        challengerName: challenger.name,
        challengerDeckName: typeof deck.name === 'string' ? deck.name : null,
        opponentId: opponent?.accountId ?? null,
        opponentHandle: opponent?.handle ?? null,
        opponentName: opponent?.name ?? null,
        settings: (data.settings ?? {}) as object,
        lastRevision: event.revision,
        createdAt: at,
        updatedAt: at,
      };
      await tx.challenge.upsert({ where: { id }, create: { id, ...row }, update: {} });
      return;
    }
    const change = challengeChange(event.type, data, at);
    if (!change) return;
    await tx.challenge.updateMany({
      where: { id, lastRevision: { lt: event.revision } },
      data: { ...change, lastRevision: event.revision, updatedAt: at },
    });
  }

  protected async clear(tx: ReadModelTransaction): Promise<void> {
    await tx.challenge.deleteMany({});
  }
}

function challengeChange(type: string, data: Data, at: Date): Record<string, unknown> | null {
  switch (type) {
    case 'ChallengeAccepted': {
      const by = player(data.by);
      return {
        status: 'accepted',
        acceptedById: by?.accountId ?? null,
        acceptedByHandle: by?.handle ?? null,
        acceptedByName: by?.name ?? null,
        gameId: typeof data.gameId === 'string' ? data.gameId : null,
        closedAt: at,
      };
    }
    case 'ChallengeDeclined':
      return { status: 'declined', reason: typeof data.reason === 'string' ? data.reason : null, closedAt: at };
    case 'ChallengeWithdrawn':
      return { status: 'withdrawn', closedAt: at };
    default:
      return null;
  }
}
