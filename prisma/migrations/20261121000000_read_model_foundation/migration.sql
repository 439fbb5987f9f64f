-- CreateTable
CREATE TABLE "projection_checkpoints" (
    "name" TEXT NOT NULL,
    "position" BIGINT,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "projection_checkpoints_pkey" PRIMARY KEY ("name")
);

-- CreateTable
CREATE TABLE "stream_summaries" (
    "stream" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "event_count" INTEGER NOT NULL,
    "last_revision" INTEGER NOT NULL,
    "last_event_type" TEXT NOT NULL,
    "last_position" BIGINT NOT NULL,
    "first_recorded_at" TIMESTAMP(3) NOT NULL,
    "last_recorded_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "stream_summaries_pkey" PRIMARY KEY ("stream")
);

-- CreateIndex
CREATE INDEX "stream_summaries_category_idx" ON "stream_summaries"("category");
