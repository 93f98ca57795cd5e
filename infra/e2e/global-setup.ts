import { E2E_PORT } from './playwright.config';
import { startPlatform } from './platform';

/** Starts the platform as `npm start` does (same script), on its own port and a fresh data folder. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const platform = await startPlatform({ port: E2E_PORT });
  // Tests read the mails the platform sent from <DATA_DIR>/outbox (helpers.ts readMail).
  process.env.VENDANGE_E2E_DATA_DIR = platform.dataDir;
  return platform.stop;
}
