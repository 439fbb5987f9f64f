-- CreateTable
CREATE TABLE "replay_files" (
    "game_id" TEXT NOT NULL,
    "perspective" TEXT NOT NULL,
    "revision" INTEGER NOT NULL,
    "head_hash" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "build_ms" INTEGER NOT NULL,
    "built_at" TIMESTAMP(3) NOT NULL,
    "key_id" TEXT NOT NULL,

    CONSTRAINT "replay_files_pkey" PRIMARY KEY ("game_id","perspective")
);
