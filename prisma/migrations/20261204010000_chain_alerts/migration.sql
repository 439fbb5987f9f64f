-- Chain alerts (issue 14): a stream whose hash chain does not verify, found before a replay was
-- built (or on /verify). /health lists the open ones and directors see them; not a projection, so a
-- read-model rebuild leaves them alone.
-- CreateTable
CREATE TABLE "chain_alerts" (
    "stream" TEXT NOT NULL,
    "game_id" TEXT,
    "broken_at" INTEGER,
    "problem" TEXT NOT NULL,
    "found_by" TEXT NOT NULL,
    "found_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chain_alerts_pkey" PRIMARY KEY ("stream")
);
