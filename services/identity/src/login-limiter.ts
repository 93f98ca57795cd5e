import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '@vendange/service-kit';
import { messages } from '@vendange/contracts';

/** Limits that slow password guessing: failures per account and per address, then a wait. */
export const LOGIN_LIMITS = {
  perAccount: { points: 5, duration: 15 * 60 },
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

/** A named limiter over keys (account identifier, IP address, e-mail), in the identity process's memory. */
export function createLimiter(opts: { points: number; duration: number }) {
  const limiter = new RateLimiterMemory(opts);
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
  };
}
export type Limiter = ReturnType<typeof createLimiter>;
