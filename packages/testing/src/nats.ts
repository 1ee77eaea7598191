import { join } from 'node:path';
import { containerHost, containerImage, loopbackContainer } from './docker.js';
import { HOST, natsAnswers, natsServerArgs } from '../../../scripts/lib/servers.mjs';
import { freePort } from './ports.js';
import { makeTempDir, removeTempDir, requireExecutable, startServer, withPortRetries } from './processes.js';

export interface NatsHandle {
  /** nats://127.0.0.1:<port> */
  url: string;
  stop(): Promise<void>;
}

/** A fresh, isolated NATS server with JetStream (a container when Docker answers, else a local nats-server). */
export async function startNats(): Promise<NatsHandle> {
  const image = await containerImage('nats');
  return image ? startNatsContainer(image) : startNatsProcess();
}

async function startNatsProcess(): Promise<NatsHandle> {
  const bin = requireExecutable('nats');
  const dir = makeTempDir('lookout-nats-');
  try {
    return await withPortRetries(async () => {
      const [port, monitorPort] = [await freePort(), await freePort()];
      const server = await startServer({
        name: 'nats-server',
        bin,
        args: natsServerArgs({ port, monitorPort, storeDir: join(dir, 'jetstream') }),
        logFile: join(dir, 'nats.log'),
        dir,
        ready: () => natsAnswers({ port, monitorPort }),
      });
      return {
        url: `nats://${HOST}:${port}`,
        async stop() {
          await server.stop();
          removeTempDir(dir);
        },
      };
    });
  } catch (error) {
    removeTempDir(dir);
    throw error;
  }
}

async function startNatsContainer(image: string): Promise<NatsHandle> {
  const { Wait } = await import('testcontainers');
  const container = await (await loopbackContainer(image))
    .withCommand(['-js'])
    .withExposedPorts(4222)
    // Logged after JetStream has started and the client listener is open.
    .withWaitStrategy(Wait.forLogMessage(/Server is ready/))
    .start();
  return {
    url: `nats://${containerHost(container.getHost())}:${container.getMappedPort(4222)}`,
    async stop() {
      await container.stop();
    },
  };
}
