-- Computer opponents play through accounts of their own (a bot seat acts through the same command
-- path as a person); bot_level names the bot's level (random, greedy, lookahead), NULL for people.
-- AlterTable
ALTER TABLE "accounts" ADD COLUMN "bot_level" TEXT;
