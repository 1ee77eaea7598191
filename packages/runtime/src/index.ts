export * from './health.js';
export * from './lifecycle.js';
