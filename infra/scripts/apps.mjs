import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The front ends, each built on its own (infra/apps.json is the one list). */
export const apps = JSON.parse(readFileSync(path.join(repoRoot, 'infra/apps.json'), 'utf8')).apps;
