import { useRef } from 'react';
import useSWR from 'swr';
import type { AppVersion } from '@vendange/contracts';
import { isDevelopment } from '../env';
import { versionChanged, VERSION_POLL_MS } from './poll-periods';

async function fetchVersion(path: string): Promise<string | null> {
  const res = await fetch(path, { cache: 'no-store' });
  if (!res.ok) return null;
  return ((await res.json()) as AppVersion).version ?? null;
}

/**
 * The version the page was loaded with is the first one read; it is compared with the one the app
 * host serves every 5 minutes. True once they differ (a new deployment).
 */
export function useNewVersionAvailable(): boolean {
  const loaded = useRef<string | null>(null);
  const { data } = useSWR(isDevelopment ? null : '/version.json', fetchVersion, {
    refreshInterval: VERSION_POLL_MS, revalidateOnFocus: false, shouldRetryOnError: false,
  });
  if (loaded.current === null && data) loaded.current = data;
  return versionChanged(loaded.current, data);
}

/** The version this deployment serves (the shop side menu shows it), null until read or in development. */
export function useAppVersion(): string | null {
  const { data } = useSWR(isDevelopment ? null : '/version.json', fetchVersion, { revalidateOnFocus: false, shouldRetryOnError: false });
  return data ?? null;
}
