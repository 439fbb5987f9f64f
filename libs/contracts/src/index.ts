export * from './accounts';
export * from './validation';
