export * from './health.js';
export * from './lifecycle.js';
export * from './service.js';
