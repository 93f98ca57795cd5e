import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountMessages, changeEmailBodySchema, changePasswordBodySchema, confirmEmailChangeBodySchema, errorSchema, messages,
  pendingEmailSchema, successSchema, userSchema,
} from '@vendange/contracts';
import { HttpError, notFound, type Db, type Mailer } from '@vendange/service-kit';
import type { EmailChanges } from '../email-changes';
import type { Limiter } from '../login-limiter';
import { identityMails } from '../mails';
import { changeOwnPassword } from '../password-change';
import { hashPassword, verifyPassword } from '../passwords';
import type { UsersRepo } from '../users-repo';

interface Deps {
  db: Db; repo: UsersRepo; changes: EmailChanges; mailer: Mailer; publicUrl: string; mailsPerEmail: Limiter;
  /** Counts wrong current passwords: the login's per-pair limiter (5 in 15 minutes), under a key of its own. */
  guesses: Limiter;
}

/** The account screen's address (route registry: settings?link=account), where the mailed link lands. */
export const emailChangeLink = (publicUrl: string, token: string) => `${publicUrl}/dashboard/settings?link=account&emailToken=${encodeURIComponent(token)}`;

/**
 * Every user's own account (settings?link=account): a new e-mail address confirmed by a link before it replaces
 * the old one, a new password given with the current one. The profile, phone and addresses go through PUT /users/me.
 */
export const accountRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, repo, changes, mailer, publicUrl, mailsPerEmail, guesses }) => {
  const secured = { tags: ['identity'], security: [{ bearer: [] }] };

  /**
   * The current password: a session left open must not let someone guess it freely, so wrong answers are counted
   * per account like a login's (5 in 15 minutes, then 429), apart from the login's own counters so that fumbling it
   * here never locks the person out of logging in.
   */
  async function checkCurrentPassword(userId: number, password: string): Promise<{ email: string; firstname: string }> {
    const row = await repo.rowOf(userId);
    if (!row) throw notFound();
    const key = `current|u:${userId}`;
    await guesses.check(key);
    if (!(await verifyPassword(password, row.passwordHash))) {
      await guesses.hit(key);
      throw new HttpError(400, 'CURRENT_PASSWORD_WRONG', accountMessages.currentPasswordWrong);
    }
    return row;
  }

  app.get('/users/me/email', {
    config: { access: 'user' },
    schema: { ...secured, summary: 'The new e-mail address waiting for its confirmation, if any', response: { 200: pendingEmailSchema, 401: errorSchema } },
  }, async (request) => ({ email: await changes.pending(request.access.subject.id) }));

  app.post('/users/me/email', {
    config: { access: 'user' },
    schema: {
      ...secured, summary: 'Ask to change the e-mail address: a link goes to the new one, which replaces the old one once opened',
      body: changeEmailBodySchema, response: { 200: successSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema },
    },
  }, async (request) => {
    const me = request.access.subject.id;
    const { email, currentPassword } = request.body;
    const row = await checkCurrentPassword(me, currentPassword);
    if (email === row.email) throw new HttpError(400, 'SAME_EMAIL', accountMessages.sameEmail);
    await mailsPerEmail.hit(email);
    if (await changes.takenByOther(me, email)) throw new HttpError(409, 'EMAIL_IN_USE', accountMessages.emailInUse);
    const token = await changes.request(me, email);
    await mailer.send(identityMails.emailChange(email, row.firstname, emailChangeLink(publicUrl, token)));
    return { success: true as const, message: accountMessages.emailChangeSent };
  });

  app.delete('/users/me/email', {
    config: { access: 'user' },
    schema: { ...secured, summary: 'Drop the pending address change (its link stops working)', response: { 200: pendingEmailSchema, 401: errorSchema } },
  }, async (request) => {
    await changes.cancel(request.access.subject.id);
    return { email: null };
  });

  app.post('/users/me/email/confirm', {
    // The link may be opened in another browser than the one that asked: the token alone proves the address.
    config: { access: 'public' },
    schema: {
      tags: ['identity'], summary: 'Confirm a new e-mail address with the token of the link mailed to it',
      body: confirmEmailChangeBodySchema, response: { 200: successSchema, 400: errorSchema, 409: errorSchema },
    },
  }, async (request) => {
    const outcome = await changes.confirm(request.body.token);
    if (outcome === 'invalid') throw new HttpError(400, 'LINK_INVALID', messages.linkInvalid);
    if (outcome === 'taken') throw new HttpError(409, 'EMAIL_IN_USE', accountMessages.emailInUse);
    return { success: true as const, message: accountMessages.emailChanged };
  });

  app.put('/users/me/password', {
    config: { access: 'user' },
    schema: {
      ...secured, summary: 'Change the password, giving the current one',
      body: changePasswordBodySchema, response: { 200: userSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 429: errorSchema },
    },
  }, async (request) => {
    const me = request.access.subject.id;
    await checkCurrentPassword(me, request.body.currentPassword);
    await changeOwnPassword(db, me, await hashPassword(request.body.password));
    const user = await repo.getUser(me);
    if (!user) throw notFound();
    return user;
  });
};
