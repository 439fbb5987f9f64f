-- The tournament list names its champion (was their player id): the names players registered under,
-- kept by the tournament-summaries projector, and the champion's name on the summary. Rows finalised
-- before this migration have no name until the read models are rebuilt (the list then shows none).
-- AlterTable
ALTER TABLE "tournament_summaries" ADD COLUMN "winner_name" TEXT;

-- CreateTable
CREATE TABLE "tournament_player_names" (
    "tournament_id" TEXT NOT NULL,
    "player_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "tournament_player_names_pkey" PRIMARY KEY ("tournament_id","player_id")
);
