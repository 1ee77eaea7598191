export * from './migrate.js';
export * from './drift.js';
export * from './client.js';
