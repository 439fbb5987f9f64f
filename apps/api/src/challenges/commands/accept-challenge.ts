import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AcceptChallengeRequest, ChallengeView } from '@captains-log/contracts';
import { uuidFromName } from '@captains-log/event-store';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { CreateGameCommand } from '../../games/commands/create-game';
import { ChallengeDecks } from '../challenge-decks';
import type { Challenge } from '../challenge-rules';
import { ChallengeStreams } from '../challenge-streams';
import { challengeView } from '../challenge-views';

export interface AcceptedChallenge {
  challenge: ChallengeView;
  gameId: string;
  /** the game's revision after its creation */
  gameRevision: number;
}

/** The game an accepted challenge becomes: its id derives from the challenge's. */
export const challengeGameId = (challengeId: string) => uuidFromName(`challenge-game|${challengeId}`);

export class AcceptChallengeCommand extends Command<AcceptedChallenge> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly challengeId: string,
    readonly request: AcceptChallengeRequest,
  ) {
    super();
  }
}

/**
 * Accept a challenge with a checked deck: the acceptance is recorded on the challenge's stream
 * (which refuses a second acceptance), then the game is created through CreateGame with the id the
 * acceptance names, so both players find it. Accepting again as the same player answers the same
 * game (and creates it, should a failure have come between the two steps).
 */
@CommandHandler(AcceptChallengeCommand)
export class AcceptChallengeHandler implements ICommandHandler<AcceptChallengeCommand> {
  constructor(
    private readonly streams: ChallengeStreams,
    private readonly decks: ChallengeDecks,
    private readonly commands: CommandBus,
  ) {}

  async execute({ caller, challengeId, request }: AcceptChallengeCommand): Promise<AcceptedChallenge> {
    const { challenge: current } = await this.streams.load(challengeId);
    if (current.status === 'accepted' && current.acceptedBy?.accountId === caller.id) return this.startGame(current, caller);
    const gameId = challengeGameId(challengeId);
    const by = { accountId: caller.id, handle: caller.handle, name: caller.displayName };
    // the lobby's rules first (not yours, no longer open), then the deck
    this.streams.precheck(current, { type: 'AcceptChallenge', by, deck: { text: '' }, gameId, at: '' });
    const deck = await this.decks.playable(caller.id, request);
    const { challenge } = await this.streams.run(challengeId, caller.id, () => ({ type: 'AcceptChallenge', by, deck, gameId, at: new Date().toISOString() }));
    return this.startGame(challenge, caller);
  }

  private async startGame(challenge: Challenge, caller: AuthenticatedAccount): Promise<AcceptedChallenge> {
    const { gameId, revision } = await this.commands.execute(
      new CreateGameCommand(
        caller,
        {
          players: [
            { handle: challenge.challenger.handle, deck: challenge.challengerDeck.text },
            { handle: challenge.acceptedBy!.handle, deck: challenge.acceptorDeck!.text },
          ],
          settings: challenge.settings,
        },
        { gameId: challenge.gameId! },
      ),
    );
    return { challenge: challengeView(challenge, caller), gameId, gameRevision: revision };
  }
}
