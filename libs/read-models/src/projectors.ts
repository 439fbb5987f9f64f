import { ChallengesProjector } from './challenges-projector';
import type { PrismaClient } from './generated/prisma/client';
import { GamesProjector } from './games-projector';
import type { PrismaProjector } from './projector';
import { ReplayTriggerProjector, type ReplayRequest } from './replay-trigger-projector';
import { StreamSummaryProjector } from './stream-summary-projector';
import { TournamentSummaryProjector } from './tournament-summary-projector';

/**
 * Every read-model projector, in one list: what the runner runs and what a rebuild replays. With
 * `requestReplay` (the api/worker's job queue) the replay trigger runs too; rebuilds leave it out.
 */
export function createProjectors(prisma: PrismaClient, hooks: { requestReplay?: ReplayRequest } = {}): PrismaProjector[] {
  return [
    new StreamSummaryProjector(prisma),
    new GamesProjector(prisma),
    new TournamentSummaryProjector(prisma),
    new ChallengesProjector(prisma),
    ...(hooks.requestReplay ? [new ReplayTriggerProjector(prisma, hooks.requestReplay)] : []),
  ];
}
