import type { PrismaClient } from './generated/prisma/client';
import { GamesProjector } from './games-projector';
import type { PrismaProjector } from './projector';
import { StreamSummaryProjector } from './stream-summary-projector';
import { TournamentSummaryProjector } from './tournament-summary-projector';

/** Every read-model projector, in one list: what the runner runs and what a rebuild replays. */
export function createProjectors(prisma: PrismaClient): PrismaProjector[] {
  return [new StreamSummaryProjector(prisma), new GamesProjector(prisma), new TournamentSummaryProjector(prisma)];
}
