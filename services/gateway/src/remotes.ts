import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './env';

/** The six MFEs (infra/apps.json, the list the build scripts use too): federation name and folder. */
export const mfes: Array<{ name: string; dir: string }> = (
  JSON.parse(readFileSync(path.join(repoRoot, 'infra', 'apps.json'), 'utf8')) as { apps: Array<{ name: string; dir: string }> }
).apps.filter((a) => a.dir !== 'shell');

export type RemotesConfig = Record<string, { entry: string }>;

/**
 * Runtime remote config: each MFE's manifest URL, served by this gateway unless an override
 * (REMOTE_MFE_SHOP=...) points it at another deployment. The shell reads it at start.
 */
export function remotesConfig(overrides: Record<string, string>): RemotesConfig {
  return Object.fromEntries(mfes.map((m) => [m.name, { entry: overrides[m.name] ?? `/mfe/${m.dir}/mf-manifest.json` }]));
}
