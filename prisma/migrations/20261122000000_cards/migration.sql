-- CreateTable
CREATE TABLE "cards" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "title_key" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "types" TEXT[],
    "q_icon" BOOLEAN NOT NULL,
    "universal" BOOLEAN NOT NULL,
    "affiliations" TEXT[],
    "set_id" TEXT NOT NULL,
    "release" TEXT NOT NULL,
    "search_text" TEXT NOT NULL,
    "card" JSONB NOT NULL,
    "content_hash" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cards_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "cards_title_key_idx" ON "cards"("title_key");

-- CreateIndex
CREATE INDEX "cards_type_idx" ON "cards"("type");

-- CreateIndex
CREATE INDEX "cards_release_idx" ON "cards"("release");

-- CreateIndex
CREATE INDEX "cards_set_id_idx" ON "cards"("set_id");

-- CreateIndex
CREATE INDEX "cards_types_idx" ON "cards" USING GIN ("types");

-- CreateIndex
CREATE INDEX "cards_affiliations_idx" ON "cards" USING GIN ("affiliations");
