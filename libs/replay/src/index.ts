export * from './format';
export { buildReplays, buildReplayBytes, keyIdOf, ReplayBuildError, type ReplayInput, type ReplayEngine, type ReplaySigner, type StoredGameEvent, type BuildOptions } from './builder';
export { parseReplay, ReplayModel, ReplayFormatError, type ParsedReplay } from './model';
export { verifyReplay, verifyReplaySet, type ReplaySetVerification, type ReplayVerification, type SignatureCheck, type VerifyOptions } from './verify';
export { printReplay } from './print';
export { describeEvent, cardsNamed, type DescribeContext } from './describe';
export { resultWords, END_REASONS, RESULT_TYPES, type ResultLike } from './result-words';
export { boardOf, BoardSet, BoardTracker, ZoneChanges, zoneOf, type BoardEngine } from './board';
export { diff, applyPatch, deepEqual } from './patch';
