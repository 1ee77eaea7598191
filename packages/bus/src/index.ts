export * from './connection.js';
export * from './topology.js';
export * from './trace-headers.js';
export * from './rpc.js';
export * from './request.js';
export * from './publish.js';
export * from './consumer.js';
export * from './notices.js';
