import { randomBytes, randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { derivedUuid } from '../tournament-events';
import { TournamentStreams, type CommandOutcome, type RunCommand, type TournamentCommandBody } from '../tournament-streams';

export type CreateTournamentInput = Omit<RunCommand, 'tournamentId' | 'body'> & {
  body: Omit<Extract<TournamentCommandBody, { type: 'CreateTournament' }>, 'tournamentId' | 'seed'>;
};

export class CreateTournamentCommand extends Command<CommandOutcome> {
  constructor(readonly input: CreateTournamentInput) {
    super();
  }
}

/** Creates a tournament (its id derived from the Idempotency-Key when there is one, so a repeat finds it). */
@CommandHandler(CreateTournamentCommand)
export class CreateTournamentHandler implements ICommandHandler<CreateTournamentCommand, CommandOutcome> {
  constructor(private readonly tournaments: TournamentStreams) {}

  execute({ input }: CreateTournamentCommand): Promise<CommandOutcome> {
    const tournamentId = input.idempotencyKey ? derivedUuid(`tournament|${input.caller.id}|${input.idempotencyKey}`) : randomUUID();
    // The seed of every random choice (pairings, tiebreaks), from a cryptographic source.
    const seed = randomBytes(32).toString('hex');
    return this.tournaments.run({ ...input, tournamentId, request: input.body, body: { ...input.body, tournamentId, seed } });
  }
}
