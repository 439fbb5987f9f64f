import type { RecordedEvent } from '@captains-log/event-store';
import { PrismaProjector, type ReadModelTransaction } from './projector';

/** `tournament-<id>` streams (libs/tournament's tournamentStream). */
export const TOURNAMENT_STREAM_PREFIX = 'tournament-';

type Data = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : String(v ?? ''));
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * The tournament list read model (issue 7): one `tournament_summaries` row per tournament stream,
 * counted from the events (no rules re-run). Rebuildable from zero (`clear` empties the table) and
 * idempotent on replay: a row records the stream revision it reflects and an event at or below it
 * changes nothing, on top of the checkpoint the base class advances in the same transaction.
 */
export class TournamentSummaryProjector extends PrismaProjector {
  readonly name = 'tournament-summaries';

  protected async apply(tx: ReadModelTransaction, event: RecordedEvent): Promise<void> {
    if (!event.stream.startsWith(TOURNAMENT_STREAM_PREFIX)) return;
    const id = event.stream.slice(TOURNAMENT_STREAM_PREFIX.length);
    const data = event.data as Data;
    const at = new Date(event.metadata.recordedAt);

    if (event.type === 'TournamentCreated') {
      const config = (data.config ?? {}) as Data;
      const row = {
        name: str(config.name),
        game: str(config.game),
        format: str(config.format),
        eventLevel: str(config.eventLevel),
        status: 'registration',
        swissRounds: num(config.swissRounds),
        topCutSize: num(config.topCutSize) ?? 0,
        lastRevision: event.revision,
        createdAt: at,
        updatedAt: at,
      };
      await tx.tournamentSummary.upsert({ where: { id }, create: { id, ...row }, update: {} });
      return;
    }

    if (event.type === 'PlayerRegistered') {
      // the name the player registered under: the summary names its champion from it (a replayed older
      // registration changes nothing, like every event the row already reflects)
      const row = await tx.tournamentSummary.findUnique({ where: { id }, select: { lastRevision: true } });
      const key = { tournamentId: id, playerId: str(data.playerId) };
      if (!row || row.lastRevision < event.revision)
        await tx.tournamentPlayerName.upsert({ where: { tournamentId_playerId: key }, create: { ...key, name: str(data.name) }, update: { name: str(data.name) } });
    }
    const change = summaryChange(event.type, data, at);
    if (event.type === 'TournamentFinalized' && typeof change.winner === 'string') {
      const named = await tx.tournamentPlayerName.findUnique({ where: { tournamentId_playerId: { tournamentId: id, playerId: change.winner } } });
      change.winnerName = named?.name ?? null;
    }
    // Only events newer than the row's revision apply (a replayed event is a no-op).
    await tx.tournamentSummary.updateMany({
      where: { id, lastRevision: { lt: event.revision } },
      data: { ...change, lastRevision: event.revision, updatedAt: at },
    });
  }

  protected async clear(tx: ReadModelTransaction): Promise<void> {
    await tx.tournamentSummary.deleteMany({});
    await tx.tournamentPlayerName.deleteMany({});
  }
}

function summaryChange(type: string, data: Data, at: Date): Record<string, unknown> {
  switch (type) {
    case 'PlayerRegistered':
      return { players: { increment: 1 } };
    case 'RegistrationWithdrawn':
      return { players: { decrement: 1 } };
    case 'PlayerDropped':
      return { droppedPlayers: { increment: 1 } };
    case 'PlayerReinstated':
      return { droppedPlayers: { decrement: 1 } };
    case 'TournamentStarted':
      return { status: 'swiss', swissRounds: num(data.swissRounds) };
    case 'RoundPaired':
      return { currentRound: num(data.round) ?? 0, roundEndsAt: null };
    case 'RoundStarted':
    case 'RoundResumed':
      return { roundEndsAt: typeof data.endsAt === 'string' ? new Date(data.endsAt) : null };
    case 'RoundPaused':
      // the clock stands still: no end time until it runs again
      return { roundEndsAt: null };
    case 'TopCutStarted':
      return { status: 'top-cut' };
    case 'TournamentFinalized': {
      const standings = Array.isArray(data.finalStandings) ? data.finalStandings : [];
      return {
        status: 'finalized',
        finalizedAt: at,
        roundEndsAt: null,
        winner: standings.length ? str(standings[0]) : null,
      };
    }
    default:
      return {};
  }
}
