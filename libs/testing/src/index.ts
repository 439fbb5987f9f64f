export * from './services';
export * from './http';
