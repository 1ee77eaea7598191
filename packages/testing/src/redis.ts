import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { containerHost, containerImage, loopbackContainer } from './docker.js';
import { HOST, REDIS_NO_PERSISTENCE, redisAnswers, redisServerArgs, sleep } from '../../../scripts/lib/servers.mjs';
import { freePort } from './ports.js';
import { makeTempDir, removeTempDir, requireExecutable, startServer, withPortRetries, type ServerProcess } from './processes.js';

export interface RedisHandle {
  /** redis://127.0.0.1:<port> */
  url: string;
  stop(): Promise<void>;
  /** Stops the server and starts it again on the same port with no data: simulates Redis losing everything. */
  restart(): Promise<void>;
}


/** A fresh, isolated Redis (a container when Docker answers, else a local redis-server). */
export async function startRedis(): Promise<RedisHandle> {
  const image = await containerImage('redis');
  return image ? startRedisContainer(image) : startRedisProcess();
}

async function startRedisProcess(): Promise<RedisHandle> {
  const bin = requireExecutable('redis');
  const dir = makeTempDir('lookout-redis-');
  const launch = (port: number): Promise<ServerProcess> =>
    startServer({
      name: 'redis-server',
      bin,
      // No persistence (servers.mjs), so a restart comes back empty.
      args: redisServerArgs({ port, dir }),
      logFile: join(dir, 'redis.log'),
      dir,
      ready: () => redisAnswers({ port }),
    });

  let port = 0;
  let server: ServerProcess;
  try {
    server = await withPortRetries(async () => {
      port = await freePort();
      return launch(port);
    });
  } catch (error) {
    removeTempDir(dir);
    throw error;
  }
  let stopped = false;
  return {
    url: `redis://${HOST}:${port}`,
    async stop() {
      stopped = true;
      await server.stop();
      removeTempDir(dir);
    },
    async restart() {
      if (stopped) throw new Error('restart() after stop()');
      await server.stop();
      rmSync(join(dir, 'dump.rdb'), { force: true }); // belt and braces: nothing may survive
      // The same port must come back (clients keep the URL); retry briefly in case the socket lingers.
      for (let attempt = 1; ; attempt++) {
        try {
          server = await launch(port);
          return;
        } catch (error) {
          if (attempt >= 5 || !/address already in use|EADDRINUSE/i.test(String(error))) throw error;
          await sleep(200);
        }
      }
    },
  };
}

async function startRedisContainer(image: string): Promise<RedisHandle> {
  const { Wait } = await import('testcontainers');
  // A fixed host port: Docker may publish a different random port after a restart, and the URL must not change.
  const hostPort = await freePort();
  const container = await (await loopbackContainer(image))
    .withCommand(['redis-server', ...REDIS_NO_PERSISTENCE])
    .withExposedPorts({ container: 6379, host: hostPort })
    .withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/))
    .start();
  const host = containerHost(container.getHost());
  return {
    url: `redis://${host}:${hostPort}`,
    async stop() {
      await container.stop();
    },
    // `docker restart` keeps the container's filesystem, but with persistence off (above) the restarted
    // server starts empty, which is what the tests want to simulate.
    async restart() {
      await container.restart();
      const deadline = Date.now() + 30_000;
      while (!(await redisAnswers({ port: hostPort, host }))) {
        if (Date.now() > deadline) throw new Error('redis container did not answer after restart');
        await sleep(100);
      }
    },
  };
}
