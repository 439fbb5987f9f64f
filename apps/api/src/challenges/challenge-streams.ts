import { HttpException, Inject, Injectable, NotFoundException, Optional } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { uuidFromName, type EventStore, type JsonObject, type NewEvent, type RecordedEvent } from '@captains-log/event-store';
import { CommandPath, EVENT_STORE, IdempotencyConflictError, PROJECTION_RUNNER, StaleRevisionError } from '@captains-log/platform';
import { IdempotencyConflictException } from '../http/idempotency';
import type { ProjectionRunner } from '@captains-log/read-models';
import {
  CHALLENGE_RULE,
  challengeStream,
  ChallengeRefused,
  decideChallenge,
  evolveChallenge,
  type Challenge,
  type ChallengeCommand,
  type ChallengeEvent,
  type ChallengeState,
} from './challenge-rules';

const fromRecorded = (e: RecordedEvent): ChallengeEvent => ({ ...(e.data as object), type: e.type }) as ChallengeEvent;

export interface ChallengeOutcome {
  challenge: Challenge;
  revision: number;
  /** the same command was handled before (Idempotency-Key): nothing new was recorded */
  repeated: boolean;
}

/**
 * Challenge streams (`challenge-<id>`) on the one command path (libs/platform CommandPath), decided
 * by challenge-rules.ts. Every appended fact carries the command id (idempotency) and the acting
 * account; after each append the projectors are poked so the lobby lists it soon.
 */
@Injectable()
export class ChallengeStreams {
  private readonly path: CommandPath<ChallengeState>;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Optional() @Inject(PROJECTION_RUNNER) projections: ProjectionRunner | null,
  ) {
    this.path = new CommandPath<ChallengeState>(store, {
      fold: { initialState: () => null, evolve: (state, e) => evolveChallenge(state, fromRecorded(e)) },
      appended: () => projections?.poke(),
    });
  }

  /** The challenge now (404 when there is none). */
  async load(challengeId: string): Promise<{ challenge: Challenge; revision: number }> {
    const loaded = await this.path.load(challengeStream(challengeId));
    if (!loaded.state || loaded.revision === null) throw new NotFoundException(`no challenge with id ${challengeId}`);
    return { challenge: loaded.state, revision: loaded.revision };
  }

  /** Would the rules take this command now? Throws their refusal (403/409/422); records nothing. */
  precheck(state: ChallengeState, command: ChallengeCommand): void {
    decideOrRefuse(state, command);
  }

  /**
   * Decide one command for `actor` on the challenge's stream; `commandId` defaults to a fresh one.
   * Refusals become 403/409/422 with the rule; a concurrent writer is retried once, then 409.
   */
  async run(
    challengeId: string,
    actor: string,
    command: (state: ChallengeState) => ChallengeCommand,
    commandId: string = randomUUID(),
    /** the request a client's Idempotency-Key stands for (a different one with the same key: 422) */
    idempotency?: { fingerprint: string; key: string },
  ): Promise<ChallengeOutcome> {
    try {
      const outcome = await this.path.handle(challengeStream(challengeId), {
        commandId,
        ...(idempotency ?? {}),
        retries: 1,
        decide: ({ state }) => toNewEvents(decideOrRefuse(state, command(state)), actor, commandId),
      });
      return { challenge: outcome.after.state!, revision: outcome.after.revision!, repeated: outcome.repeated };
    } catch (error) {
      if (error instanceof StaleRevisionError) {
        throw new HttpException({ statusCode: 409, error: 'Conflict', message: `challenge ${challengeId} changed meanwhile; read it again` }, 409);
      }
      if (error instanceof IdempotencyConflictError) throw new IdempotencyConflictException(error);
      throw error;
    }
  }
}

function decideOrRefuse(state: ChallengeState, command: ChallengeCommand): ChallengeEvent[] {
  try {
    return decideChallenge(state, command);
  } catch (error) {
    if (!(error instanceof ChallengeRefused)) throw error;
    const names = { 403: 'Forbidden', 409: 'Conflict', 422: 'Unprocessable Entity' } as const;
    throw new HttpException({ statusCode: error.status, error: names[error.status], code: error.code, rule: error.rule, message: error.message }, error.status);
  }
}

function toNewEvents(events: readonly ChallengeEvent[], actor: string, commandId: string): NewEvent[] {
  return events.map(({ type, ...data }, i) => ({
    id: uuidFromName(`${commandId}|${i}`),
    type,
    data: JSON.parse(JSON.stringify(data)) as JsonObject,
    metadata: { actor, commandId, correlationId: commandId, rule: CHALLENGE_RULE },
  }));
}
