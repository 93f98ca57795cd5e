import { eq } from 'drizzle-orm';
import type { Db } from '@vendange/service-kit';
import { users } from './db/schema';

/**
 * A new password chosen in the account settings. Unlike a mailed reset link, it proves nothing about the e-mail
 * address, so the address keeps its confirmed state as it was.
 */
export async function changeOwnPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, passwordSet: true, updatedAt: new Date() }).where(eq(users.id, userId));
}
