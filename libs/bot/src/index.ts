export { createBot, botSeat, isBotLevel, BOT_LEVELS, type Bot, type BotLevel, type BotOptions } from './bot';
export { knownState } from './known-state';
export { misSeeds } from './seeding';
export { playMatch, isPolicy, POLICIES, type Policy, type MatchOptions, type MatchReport } from './match';
