-- The lobby's challenges: a projection of the challenge-<id> streams (rebuilt from the log).
-- CreateTable
CREATE TABLE "challenges" (
    "id" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "challenger_id" TEXT NOT NULL,
    "challenger_handle" TEXT NOT NULL,
    "challenger_name" TEXT NOT NULL,
    "challenger_deck_name" TEXT,
    "opponent_id" TEXT,
    "opponent_handle" TEXT,
    "opponent_name" TEXT,
    "accepted_by_id" TEXT,
    "accepted_by_handle" TEXT,
    "accepted_by_name" TEXT,
    "game_id" TEXT,
    "settings" JSONB NOT NULL,
    "reason" TEXT,
    "last_revision" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "closed_at" TIMESTAMP(3),

    CONSTRAINT "challenges_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "challenges_status_idx" ON "challenges"("status");

-- CreateIndex
CREATE INDEX "challenges_challenger_id_idx" ON "challenges"("challenger_id");

-- CreateIndex
CREATE INDEX "challenges_opponent_id_idx" ON "challenges"("opponent_id");
