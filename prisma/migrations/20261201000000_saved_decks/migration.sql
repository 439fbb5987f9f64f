-- Saved deck lists per account (the web app's deck builder): user content, not a projection.
-- CreateTable
CREATE TABLE "saved_decks" (
    "id" TEXT NOT NULL,
    "owner_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "valid" BOOLEAN NOT NULL,
    "problem_count" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "saved_decks_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "saved_decks_owner_id_name_key" ON "saved_decks"("owner_id", "name");

-- AddForeignKey
ALTER TABLE "saved_decks" ADD CONSTRAINT "saved_decks_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
