import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@vendange/service-kit';
import { userTokens } from './db/schema';

export type TokenPurpose = 'validate' | 'reset';

/** How long a mailed link stays valid. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = { validate: 7 * 24 * 3600_000, reset: 3600_000 };
/** A collaborator's invitation is a reset link that waits longer: the owner may add them days ahead. */
export const INVITATION_TTL_MS = 7 * 24 * 3600_000;

const hashOf = (raw: string) => createHash('sha256').update(raw).digest('hex');

/** Single-use mailed tokens: 32 random bytes in the link, only their SHA-256 in the database. */
export function tokensRepo(db: Db) {
  return {
    async issue(userId: number, purpose: TokenPurpose, ttlMs: number = TOKEN_TTL_MS[purpose]): Promise<string> {
      const raw = randomBytes(32).toString('base64url');
      await db.insert(userTokens).values({ userId, purpose, tokenHash: hashOf(raw), expiresAt: new Date(Date.now() + ttlMs) });
      return raw;
    },

    /** Marks the token used and returns its user, or null when unknown, expired, used or of another purpose. */
    async consume(raw: string, purpose: TokenPurpose): Promise<number | null> {
      const rows = await db.update(userTokens).set({ usedAt: new Date() })
        .where(and(eq(userTokens.tokenHash, hashOf(raw)), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt), gt(userTokens.expiresAt, new Date())))
        .returning({ userId: userTokens.userId });
      return rows[0]?.userId ?? null;
    },
  };
}
export type TokensRepo = ReturnType<typeof tokensRepo>;
