// Where the built dashboard is: the gateway serves this folder at /ui/.
import { fileURLToPath } from 'node:url';

export const distDir = fileURLToPath(new URL('./dist/', import.meta.url));
