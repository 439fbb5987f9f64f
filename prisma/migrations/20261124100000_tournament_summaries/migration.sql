-- CreateTable
CREATE TABLE "tournament_summaries" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "event_level" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "players" INTEGER NOT NULL DEFAULT 0,
    "dropped_players" INTEGER NOT NULL DEFAULT 0,
    "swiss_rounds" INTEGER,
    "top_cut_size" INTEGER NOT NULL,
    "current_round" INTEGER NOT NULL DEFAULT 0,
    "round_ends_at" TIMESTAMP(3),
    "winner" TEXT,
    "last_revision" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "finalized_at" TIMESTAMP(3),

    CONSTRAINT "tournament_summaries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "tournament_summaries_status_idx" ON "tournament_summaries"("status");

-- CreateIndex
CREATE INDEX "tournament_summaries_format_idx" ON "tournament_summaries"("format");
