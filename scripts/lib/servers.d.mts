// Types of servers.mjs for its TypeScript users (packages/testing). Keep in step with servers.mjs.
import type { ChildProcess } from 'node:child_process';

export declare const HOST: string;
export declare function sleep(ms: number): Promise<void>;

export type InfraServer = 'nats' | 'redis';
export declare const BINARIES: Record<InfraServer, { command: string; debianPackage: string }>;
export declare function which(command: string): string | null;

export declare function probeTcp(port: number, options?: { host?: string; send?: string; expect?: string; timeoutMs?: number }): Promise<boolean>;
export declare function probeHttp(port: number, path: string, options?: { host?: string; timeoutMs?: number }): Promise<boolean>;
export declare function waitUntil(check: () => Promise<boolean>, options: { timeoutMs: number; intervalMs?: number; describe: () => string }): Promise<void>;
export declare function logTail(file: string, lines?: number): string;

export declare function natsServerArgs(options: { port: number; monitorPort: number; storeDir: string; name?: string }): string[];
export declare function natsAnswers(options: { port: number; monitorPort: number; host?: string }): Promise<boolean>;
export declare const REDIS_NO_PERSISTENCE: readonly string[];
export declare function redisServerArgs(options: { port: number; dir: string }): string[];
export declare function redisAnswers(options: { port: number; host?: string }): Promise<boolean>;

export interface SpawnedServer {
  child: ChildProcess;
  /** Null while it runs; its exit code, signal or spawn error once it has exited. */
  exited: { code: number | string | null };
}
export declare function spawnServer(options: { bin: string; args: string[]; logFile: string; detached?: boolean }): SpawnedServer;
export declare function waitForServer(options: { name: string; server: SpawnedServer; logFile: string; answers: () => Promise<boolean>; timeoutMs: number }): Promise<void>;

export type InfraImage = 'nats' | 'redis' | 'postgres';
export declare const INFRA_IMAGES: Record<InfraImage, { env: string; upstream: string }>;
export declare function infraImage(kind: InfraImage): string;
