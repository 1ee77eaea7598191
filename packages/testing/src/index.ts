/**
 * Real infrastructure for integration tests: each call gives an isolated NATS or Redis server or a
 * fresh database. Containers (testcontainers) when a Docker engine answers, else local processes
 * (nats-server, redis-server) and the PostgreSQL server `npm test` provisions (TEST_DATABASE_ADMIN_URL).
 * Everything listens on 127.0.0.1; spawned servers die with the test process.
 */
export { containerImage, INFRA_IMAGES, infraImage, isDockerEngineAvailable, TEST_RUN_LABEL } from './docker.js';
export { startNats, type NatsHandle } from './nats.js';
export { startCanary, type Canary } from './canary.js';
export { freePort } from './ports.js';
export { createDatabase, type DatabaseHandle } from './postgres.js';
export { startRedis, type RedisHandle } from './redis.js';
