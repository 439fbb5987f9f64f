-- Issue 13: a game's open judge calls (JudgeCalled not yet answered by a RulingMade), for the
-- games list's flag and the tournament dashboard's list of open calls.
-- AlterTable
ALTER TABLE "games" ADD COLUMN "open_judge_calls" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];
