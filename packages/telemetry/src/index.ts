export * from './logger.js';
export * from './telemetry.js';
