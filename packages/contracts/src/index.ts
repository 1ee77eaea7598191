export * from './schemas.js';
export * from './operations.js';
export * from './problems.js';
export * from './ids.js';
export * from './scan-url.js';
export * from './types.js';
export * from './ratelimit.js';
export * from './submission-options.js';
