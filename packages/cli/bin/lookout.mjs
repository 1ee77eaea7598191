#!/usr/bin/env node
// The built CLI (dist/); `npm run build -w @lookout/cli` first when running from a checkout.
import { main } from '../dist/main.js';

process.exitCode = await main(process.argv.slice(2), { env: process.env, stdout: process.stdout, stderr: process.stderr, stdin: process.stdin });
