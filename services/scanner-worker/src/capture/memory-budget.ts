/**
 * The browser's memory budget, in MiB of anonymous resident memory (RssAnon) of its process tree: the
 * one measure the pool's hard ceiling and its recycling read (browser-pool.ts), and the one the
 * worker's configuration is checked against (config.ts), so that the ceiling and the concurrency and
 * heap settings cannot disagree.
 *
 * Chromium bounds none of a page's memory outside the V8 heap: ArrayBuffers, WebAssembly memory,
 * canvases and ImageData each grew one renderer past 1.4–3.3 GiB with a 256 MiB heap cap
 * (hostile-pages.test.ts keeps the ArrayBuffer case). So the ceiling is what protects the container,
 * and it must leave every context room for an honest page at its heap cap.
 */

/** The idle browser with its GPU, network and storage processes: 130–290 MiB measured (bench/browser.ts). */
export const BROWSER_BASE_ANON_MB = 256;

/** What one page's renderer may hold outside its V8 heap while honest: DOM, layout, decoded images, compositor. */
export const CONTEXT_OUTSIDE_HEAP_MB = 128;

/** The renderer heap cap (`--max-old-space-size`, BROWSER_RENDERER_HEAP_MB) when none is given. */
export const DEFAULT_RENDERER_HEAP_MB = 256;

/** Room one concurrent context needs: its renderer's heap cap plus what it holds outside the heap. */
export function contextAllowanceMb(rendererHeapMb: number): number {
  return rendererHeapMb + CONTEXT_OUTSIDE_HEAP_MB;
}

/**
 * The smallest ceiling under which `contexts` honest pages at their heap cap fit beside the idle
 * browser; also the ceiling used when BROWSER_MAX_RSS_MB is not set.
 */
export function minimumCeilingMb(contexts: number, rendererHeapMb: number): number {
  return BROWSER_BASE_ANON_MB + contexts * contextAllowanceMb(rendererHeapMb);
}
