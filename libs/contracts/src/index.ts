export * from './accounts';
export * from './validation';
export * from './games';
export * from './tournaments';
export * from './decks';
export * from './challenges';
export * from './admin';
export * from './bots';
