/** Spec point 9: after a failed route chunk, reload the page at most once per 60 s. */
export const CHUNK_RELOAD_THROTTLE_MS = 60_000;
const KEY = 'vendange.chunkReloadAt';

/** A broken deployment must not make the page loop: once reloaded, the next failure within 60 s stays on screen. */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_THROTTLE_MS || now < lastReloadAt;
}

/** Reloads the page when allowed and says whether it did; the caller shows its error screen otherwise. */
export function reloadAfterChunkError(now = Date.now()): boolean {
  let last: number | null = null;
  try {
    const stored = sessionStorage.getItem(KEY);
    last = stored === null ? null : Number(stored);
  } catch {
    // Storage refused (private mode): without a memory of the last reload, never reload.
    return false;
  }
  if (!shouldReloadAfterChunkError(last, now)) return false;
  sessionStorage.setItem(KEY, String(now));
  window.location.reload();
  return true;
}

/** Whether an error is a code chunk or remote module that could not be fetched (a deployment changed under the page). */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && /Loading (CSS )?chunk|Failed to fetch dynamically imported module|could not be loaded|RUNTIME-00[38]|Failed to (get|load) (remote|manifest)/i.test(message);
}
