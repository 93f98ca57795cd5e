import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError, type Db } from '@vendange/service-kit';
import { messages } from '@vendange/contracts';
import { attemptCounters } from './db/schema';

/**
 * Limits that slow password guessing (docs/decisions/identity-and-access.md). Failures lock one address out
 * of one account (5), or one address out of everything (30); failures on an account from everywhere only
 * slow its logins down, so that nobody can lock a producer out of their own account before a fair.
 */
export const LOGIN_LIMITS = {
  /** Failures of one address on one account. */
  perPair: { points: 5, duration: 15 * 60 },
  /** Failures on one account, from any address: counted for the slow-down, never a lock. */
  perAccount: { points: 1_000_000, duration: 15 * 60 },
  perAddress: { points: 30, duration: 15 * 60 },
  /** Mail-sending endpoints (register, reset request) per address, and reset requests per e-mail. */
  mailsPerAddress: { points: 30, duration: 15 * 60 },
  mailsPerEmail: { points: 3, duration: 15 * 60 },
} as const;

export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'TOO_MANY_ATTEMPTS', messages.tooManyAttempts, { 'retry-after': String(retryAfterSeconds) });
  }
}

const secondsOf = (res: unknown) => (res instanceof RateLimiterRes ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 60);

/**
 * A named limiter over keys (account identifier, IP address, e-mail). Its counters live in PostgreSQL
 * (identity.attempt_counters), so that several identity processes share them: two processes must not
 * double the guesses an address may make.
 */
export function createLimiter(db: Db, name: keyof typeof LOGIN_LIMITS) {
  const opts = LOGIN_LIMITS[name];
  const limiter = new RateLimiterDrizzle({ ...opts, keyPrefix: name, storeClient: db, schema: attemptCounters });
  return {
    /** Throws 429 when the key is over its limit already. */
    async check(key: string): Promise<void> {
      const res = await limiter.get(key);
      if (res && res.consumedPoints >= opts.points) throw new TooManyAttempts(secondsOf(res));
    },
    /** Counts one attempt (a failure, or a use of a mailing endpoint); throws 429 once over. */
    async hit(key: string): Promise<void> {
      try {
        await limiter.consume(key);
      } catch (res) {
        throw new TooManyAttempts(secondsOf(res));
      }
    },
    async reset(key: string): Promise<void> {
      await limiter.delete(key);
    },
    /** Attempts counted for the key in the current window (0 when none). */
    async count(key: string): Promise<number> {
      return (await limiter.get(key))?.consumedPoints ?? 0;
    },
  };
}
export type Limiter = ReturnType<typeof createLimiter>;

/** Failures on an account before its logins are slowed down, the extra wait per failure, and the longest wait. */
export const SLOW_DOWN = { after: 5, stepMs: 250, maxMs: 3_000 } as const;

/** How long to wait before answering a login on an account that has had `failures` recent failures (pure). */
export const slowDownMs = (failures: number): number => Math.min(Math.max(0, failures - SLOW_DOWN.after) * SLOW_DOWN.stepMs, SLOW_DOWN.maxMs);
