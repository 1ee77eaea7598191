import type { GenericContainer } from 'testcontainers';

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
  return new LoopbackContainer(image);
}

/** Host to dial for a container's published port ('localhost' could resolve to ::1, which is not bound). */
export function containerHost(reported: string): string {
  return engineIsLocal() && (reported === 'localhost' || reported === '::1') ? '127.0.0.1' : reported;
}
