/** postgres.js codes for a connection that could not be made or was lost. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED']);

/**
 * Whether an error says the database is unavailable for now (down, restarting, refusing connections, or a
 * statement cut at its deadline) rather than a bug: such a request answers 503 and may be tried again.
 * Looks through drizzle's wrapper (`cause`). SQLSTATE classes: 08 connection exception, 57P0x shutdown or
 * starting, 53300 too many connections, 57014 statement timeout.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code !== 'string') continue;
    if (CONNECTION_CODES.has(code) || code.startsWith('08') || /^57P0[1-4]$/.test(code) || code === '53300' || code === '57014') return true;
  }
  return false;
}

/** Whether an error is PostgreSQL's unique violation (23505), through drizzle's wrapper: a name or key already taken. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return (e?.code ?? e?.cause?.code) === '23505';
}
