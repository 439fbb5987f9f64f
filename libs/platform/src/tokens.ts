/** Injection tokens for what the platform module provides. */
export const PLATFORM_CONFIG = Symbol('PlatformConfig');
export const EVENT_STORE = Symbol('EventStore');
export const READ_MODELS = Symbol('ReadModelDatabase');
export const JOB_QUEUE = Symbol('JobQueue');
export const PROJECTION_RUNNER = Symbol('ProjectionRunner');
export const REPLAY_KEY = Symbol('ReplaySigningKey');
