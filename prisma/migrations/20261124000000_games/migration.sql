-- CreateTable
CREATE TABLE "games" (
    "id" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "phase" TEXT NOT NULL,
    "tournament_id" TEXT,
    "tournament_round" INTEGER,
    "turn" INTEGER NOT NULL,
    "revision" INTEGER NOT NULL,
    "winner_seat" TEXT,
    "result_type" TEXT,
    "end_reason" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "ended_at" TIMESTAMP(3),

    CONSTRAINT "games_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "game_participants" (
    "game_id" TEXT NOT NULL,
    "seat" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "score" INTEGER NOT NULL,
    "outcome" TEXT,

    CONSTRAINT "game_participants_pkey" PRIMARY KEY ("game_id","seat")
);

-- CreateIndex
CREATE INDEX "games_tournament_id_idx" ON "games"("tournament_id");

-- CreateIndex
CREATE INDEX "games_status_idx" ON "games"("status");

-- CreateIndex
CREATE INDEX "game_participants_account_id_idx" ON "game_participants"("account_id");

-- AddForeignKey
ALTER TABLE "game_participants" ADD CONSTRAINT "game_participants_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;
