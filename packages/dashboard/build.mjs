#!/usr/bin/env node
/**
 * Builds the dashboard into dist/: one bundled, minified app.js (esbuild), app.css and index.html,
 * all same-origin static files — nothing is fetched from anywhere else at run time.
 */
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);
const dist = new URL('dist/', here);
rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
await build({
  entryPoints: [new URL('src/main.ts', here).pathname],
  outfile: new URL('app.js', dist).pathname,
  bundle: true,
  minify: true,
  sourcemap: false,
  format: 'esm',
  target: ['es2022'],
  platform: 'browser',
  legalComments: 'none',
  logLevel: 'warning',
});
copyFileSync(new URL('src/index.html', here), new URL('index.html', dist));
copyFileSync(new URL('src/app.css', here), new URL('app.css', dist));
