import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messages, resetPasswordBodySchema, resetRequestBodySchema, successSchema, validateEmailBodySchema } from '@vendange/contracts';
import { HttpError, type Mailer } from '@vendange/service-kit';
import type { Limiter } from '../login-limiter';
import { identityMails } from '../mails';
import { hashPassword } from '../passwords';
import type { TokensRepo } from '../tokens';
import type { UsersRepo } from '../users-repo';

interface Deps {
  repo: UsersRepo; tokens: TokensRepo; mailer: Mailer; publicUrl: string;
  mailsPerAddress: Limiter; mailsPerEmail: Limiter; perAccount: Limiter; perPair: Limiter;
}

const linkInvalid = () => new HttpError(400, 'LINK_INVALID', messages.linkInvalid);

/** E-mail confirmation and password reset, both through single-use links sent by mail. */
export const passwordRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { repo, tokens, mailer, publicUrl, mailsPerAddress, mailsPerEmail, perAccount, perPair } = deps;

  app.post('/auth/validate', {
    config: { access: 'public' },
    schema: { tags: ['identity'], summary: 'Confirm an e-mail address with the token of the mailed link', body: validateEmailBodySchema, response: { 200: successSchema, 400: errorSchema } },
  }, async (request) => {
    const userId = await tokens.consume(request.body.token, 'validate');
    if (userId === null) throw linkInvalid();
    await repo.markEmailValidated(userId);
    return { success: true as const, message: messages.emailValidated };
  });

  app.post('/auth/resetpwd', {
    config: { access: 'public' },
    schema: {
      tags: ['identity'], summary: 'Send a password reset link (same answer whether the account exists or not)',
      body: resetRequestBodySchema, response: { 200: successSchema, 400: errorSchema, 429: errorSchema },
    },
  }, async (request) => {
    await mailsPerAddress.hit(request.ip);
    await mailsPerEmail.hit(request.body.email);
    const row = await repo.findByEmail(request.body.email);
    if (row) {
      const token = await tokens.issue(row.id, 'reset');
      await mailer.send(identityMails.reset(row.email, row.firstname, `${publicUrl}/auth/resetpwd?token=${token}`));
    }
    return { success: true as const, message: messages.resetSent };
  });

  app.put('/auth/resetpwd', {
    config: { access: 'public' },
    schema: { tags: ['identity'], summary: 'Set a new password with the token of the mailed link', body: resetPasswordBodySchema, response: { 200: successSchema, 400: errorSchema } },
  }, async (request) => {
    const userId = await tokens.consume(request.body.token, 'reset');
    if (userId === null) throw linkInvalid();
    await repo.setPassword(userId, await hashPassword(request.body.password));
    // A new password ends a lock-out caused by someone else's guesses.
    await perAccount.reset(`u:${userId}`);
    await perPair.reset(`${request.ip}|u:${userId}`);
    return { success: true as const, message: messages.passwordChanged };
  });
};
