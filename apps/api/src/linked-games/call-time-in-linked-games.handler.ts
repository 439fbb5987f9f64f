import { Inject, Logger } from '@nestjs/common';
import { CommandBus, EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { READ_MODELS } from '@captains-log/platform';
import type { ReadModelDatabase } from '@captains-log/read-models';
import { RoundTimeExpiredEvent } from '../tournaments/round-time-expired.event';
import { CallTimeForRoundCommand } from './call-time-for-round';

/**
 * When a round's time runs out, every game linked to that round and still running gets "time
 * called" (1E rulebook › WINNING THE GAME › Organized Play: the current player finishes the turn,
 * the other gets a final turn when they did not go first, then the higher score wins).
 */
@EventsHandler(RoundTimeExpiredEvent)
export class CallTimeInLinkedGames implements IEventHandler<RoundTimeExpiredEvent> {
  private readonly logger = new Logger('LinkedGames');

  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_MODELS) private readonly readModels: ReadModelDatabase,
  ) {}

  async handle({ expired }: RoundTimeExpiredEvent): Promise<void> {
    const running = await this.readModels.prisma.game.findMany({
      where: { tournamentId: expired.tournamentId, tournamentRound: expired.round, status: { not: 'ended' } },
      select: { id: true },
    });
    for (const { id } of running) {
      try {
        await this.commands.execute(new CallTimeForRoundCommand(id, `${expired.tournamentId}/${expired.round}`));
        this.logger.log(`time called in game ${id} (tournament ${expired.tournamentId} round ${expired.round})`);
      } catch (err) {
        this.logger.error(`could not call time in game ${id}: ${(err as Error).message}`);
      }
    }
  }
}
