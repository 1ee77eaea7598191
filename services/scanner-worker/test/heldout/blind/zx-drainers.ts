import type { Entry } from '../entry.js';

export const entries: Entry[] = [];
