import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '@vendange/service-kit';
import { users, userTokens } from './db/schema';
import { TOKEN_TTL_MS } from './tokens';

const hashOf = (raw: string) => createHash('sha256').update(raw).digest('hex');
const live = () => and(eq(userTokens.purpose, 'email'), isNull(userTokens.usedAt), gt(userTokens.expiresAt, new Date()));

export type ConfirmOutcome = { userId: number; email: string } | 'invalid' | 'taken';

/**
 * A change of e-mail address waits in a mailed token (only its SHA-256 stored, like the other links) with the new
 * address beside it: the account keeps its old address, for logins and mails, until the link sent to the new
 * one is opened. A newer request replaces the pending one.
 */
export function emailChanges(db: Db) {
  return {
    /** Whether another account already uses the address (as e-mail or as username, both are login names). */
    async takenByOther(userId: number, email: string): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users)
        .where(and(ne(users.id, userId), or(eq(users.email, email), eq(users.username, email)))).limit(1);
      return rows.length > 0;
    },

    async request(userId: number, email: string): Promise<string> {
      const raw = randomBytes(32).toString('base64url');
      await db.transaction(async (tx) => {
        await tx.update(userTokens).set({ usedAt: new Date() }).where(and(eq(userTokens.userId, userId), live()));
        await tx.insert(userTokens).values({
          userId, purpose: 'email', newEmail: email, tokenHash: hashOf(raw), expiresAt: new Date(Date.now() + TOKEN_TTL_MS.validate),
        });
      });
      return raw;
    },

    /** The address waiting for its confirmation, or null. */
    async pending(userId: number): Promise<string | null> {
      const rows = await db.select({ email: userTokens.newEmail }).from(userTokens)
        .where(and(eq(userTokens.userId, userId), live())).orderBy(desc(userTokens.id)).limit(1);
      return rows[0]?.email ?? null;
    },

    async cancel(userId: number): Promise<void> {
      await db.update(userTokens).set({ usedAt: new Date() }).where(and(eq(userTokens.userId, userId), live()));
    },

    /**
     * Uses the token and puts its address on the account, in one transaction. The username follows when it was
     * the old address (registration makes them equal), so the old address logs in no more. 'taken' when another
     * account took the address since the request (the unique index decides in a race).
     */
    async confirm(raw: string): Promise<ConfirmOutcome> {
      return db.transaction(async (tx) => {
        const [token] = await tx.update(userTokens).set({ usedAt: new Date() })
          .where(and(eq(userTokens.tokenHash, hashOf(raw)), live()))
          .returning({ userId: userTokens.userId, email: userTokens.newEmail });
        if (!token?.email) return 'invalid';
        const [row] = await tx.select({ email: users.email, username: users.username }).from(users).where(eq(users.id, token.userId)).limit(1);
        if (!row) return 'invalid';
        const clash = await tx.select({ id: users.id }).from(users)
          .where(and(ne(users.id, token.userId), or(eq(users.email, token.email), eq(users.username, token.email)))).limit(1);
        if (clash.length > 0) return 'taken';
        await tx.update(users).set({
          email: token.email, emailValidated: true, updatedAt: new Date(),
          ...(row.username === row.email ? { username: token.email } : {}),
        }).where(eq(users.id, token.userId));
        return { userId: token.userId, email: token.email };
      });
    },
  };
}
export type EmailChanges = ReturnType<typeof emailChanges>;
