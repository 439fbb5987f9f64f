import { uuidFromName, type JsonObject, type NewEvent, type RecordedEvent } from '@captains-log/event-store';
import type { TournamentEvent } from '@captains-log/tournament';

/** A UUID derived from text: the same text, the same id (one helper for every stream). */
export const derivedUuid = uuidFromName;

/** The command id an Idempotency-Key stands for: scoped to the caller, so two callers never share one. */
export const commandIdFor = (actorId: string, idempotencyKey: string) =>
  derivedUuid(`tournament-command|${actorId}|${idempotencyKey}`);

export interface CommandCause {
  actor: string;
  commandId: string;
  correlationId: string;
}

/**
 * A library event as the store keeps it: `type` is the event type, the rest is the data. Event ids
 * derive from the command id, so re-appending the same command's events is a no-op in the store.
 */
export function toNewEvents(events: readonly TournamentEvent[], cause: CommandCause): NewEvent[] {
  return events.map((event, index) => {
    const { type, ...data } = event;
    return {
      id: derivedUuid(`${cause.commandId}|${index}`),
      type,
      data: JSON.parse(JSON.stringify(data)) as JsonObject,
      metadata: {
        actor: cause.actor,
        commandId: cause.commandId,
        correlationId: cause.correlationId,
        ...(event.rule ? { rule: event.rule } : {}),
      },
    };
  });
}

export const fromRecorded = (event: RecordedEvent): TournamentEvent =>
  ({ ...(event.data as object), type: event.type }) as TournamentEvent;

/** The round clock's own stream per tournament (the library has no time-expired event). */
export const roundClockStream = (tournamentId: string) => `roundclock-${tournamentId}`;
export const ROUND_TIME_EXPIRED = 'TournamentRoundTimeExpired';
