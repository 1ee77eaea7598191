import type { GenericContainer } from 'testcontainers';
import { infraImage, INFRA_IMAGES, type InfraImage } from '../../../scripts/lib/servers.mjs';

let available: Promise<boolean> | undefined;

/**
 * True when testcontainers finds a container runtime that answers (cached per process). Probed through
 * testcontainers itself rather than the docker CLI: that is what will start the containers, and it also
 * honours DOCKER_HOST and ~/.testcontainers.properties.
 */
export function isDockerEngineAvailable(): Promise<boolean> {
  available ??= (async () => {
    try {
      const { getContainerRuntimeClient } = await import('testcontainers');
      const timeout = new Promise<never>((_, reject) => {
        setTimeout(() => reject(new Error('timed out')), 10_000).unref();
      });
      await Promise.race([getContainerRuntimeClient(), timeout]);
      return true;
    } catch {
      return false;
    }
  })();
  return available;
}

export { infraImage, INFRA_IMAGES, type InfraImage };

const usable = new Map<InfraImage, Promise<string | null>>();

/**
 * The image to run `kind` from, or null when the local-process path must be used instead: no engine
 * answers, or the image is neither present nor pullable (an engine without a registry). The second case
 * prints one line saying why, once per process. Cached per process.
 */
export function containerImage(kind: InfraImage): Promise<string | null> {
  let result = usable.get(kind);
  if (!result) {
    result = (async () => {
      if (!(await isDockerEngineAvailable())) return null;
      const image = infraImage(kind);
      const { getContainerRuntimeClient, ImageName } = await import('testcontainers');
      const client = await getContainerRuntimeClient();
      const name = ImageName.fromString(image);
      if (await client.image.exists(name)) return image;
      try {
        await client.image.pull(name);
        return image;
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        process.stderr.write(
          `[testing] a Docker engine answers but ${image} is not present and cannot be pulled (${reason}); ` +
            `using a local ${kind} process (scripts/docker-prepare.mjs builds a local image: set ${INFRA_IMAGES[kind].env})\n`,
        );
        return null;
      }
    })();
    usable.set(kind, result);
  }
  return result;
}

/**
 * Label on every container these helpers start, valued LOOKOUT_TEST_RUN (set by `npm test`): with Ryuk
 * off (TESTCONTAINERS_RYUK_DISABLED=true, where its image cannot be pulled) nothing reaps a container a
 * crashed or finished run left behind, so scripts/test.mjs removes the run's containers by this label.
 */
export const TEST_RUN_LABEL = 'org.lookout.test-run';

/** A remote engine (DOCKER_HOST=tcp://…) must publish on its own interfaces, or we could not reach it. */
function engineIsLocal(): boolean {
  const host = process.env.DOCKER_HOST;
  return (host === undefined || host === '' || host.startsWith('unix://') || host.startsWith('npipe://')) && !process.env.TESTCONTAINERS_HOST_OVERRIDE;
}

/**
 * A GenericContainer whose published ports bind to 127.0.0.1 on a local engine (testcontainers
 * publishes on every interface by default, and nothing here may be reachable from the network).
 */
export async function loopbackContainer(image: string): Promise<GenericContainer> {
  const { GenericContainer } = await import('testcontainers');
  class LoopbackContainer extends GenericContainer {
    protected override async beforeContainerCreated(): Promise<void> {
      if (!engineIsLocal()) return;
      const bindings = this.hostConfig.PortBindings as Record<string, { HostIp?: string; HostPort?: string }[]> | undefined;
      for (const [port, list] of Object.entries(bindings ?? {})) {
        if (bindings) bindings[port] = list.map((binding) => ({ ...binding, HostIp: '127.0.0.1' }));
      }
    }
  }
  return new LoopbackContainer(image).withLabels({ [TEST_RUN_LABEL]: process.env.LOOKOUT_TEST_RUN || 'manual' });
}

/** Host to dial for a container's published port ('localhost' could resolve to ::1, which is not bound). */
export function containerHost(reported: string): string {
  return engineIsLocal() && (reported === 'localhost' || reported === '::1') ? '127.0.0.1' : reported;
}
