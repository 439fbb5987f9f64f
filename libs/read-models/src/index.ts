export { PrismaClient, Prisma } from './generated/prisma/client';
export {
  openReadModelDatabase,
  openReadModelDatabaseFromEnv,
  type ReadModelDatabase,
  type ReadModelDatabaseInfo,
  type ReadModelOptions,
} from './read-model-database';
export { migrateReadModels, PRISMA_MIGRATIONS_DIR } from './migrate-read-models';
export { PrismaProjector, ProjectorRaceError, type ReadModelTransaction } from './projector';
export { StreamSummaryProjector, categoryOf } from './stream-summary-projector';
export { ProjectionRunner, type ProjectorStatus } from './projection-runner';
export {
  importCardsIntoReadModel,
  readCardCatalogueStamp,
  loadCardsFromReadModel,
  countCardsInReadModel,
  cardRow,
  type CardImportOptions,
  type CardImportProgress,
  type CardImportSummary,
  type CardCatalogueStamp,
} from './card-catalogue-read-model';
export { GamesProjector, type GameStreamMetadata } from './games-projector';
export { TournamentSummaryProjector, TOURNAMENT_STREAM_PREFIX } from './tournament-summary-projector';
export { ChallengesProjector, CHALLENGE_STREAM_PREFIX } from './challenges-projector';
export { createProjectors } from './projectors';
export { ReplayTriggerProjector, type ReplayRequest } from './replay-trigger-projector';
