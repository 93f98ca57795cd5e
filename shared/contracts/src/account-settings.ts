import { z } from 'zod';
import { rules } from './rules/rules';

/** French answers of the account settings (settings?link=account), said where the person can act on them. */
export const accountMessages = {
  currentPasswordWrong: "Le mot de passe actuel n'est pas le bon : saisissez celui avec lequel vous vous connectez.",
  samePassword: "Le nouveau mot de passe doit être différent de l'actuel.",
  sameEmail: "C'est déjà votre adresse e-mail : saisissez la nouvelle adresse.",
  emailInUse: 'Cette adresse e-mail est déjà utilisée par un autre compte : choisissez-en une autre.',
  emailChangeSent: 'Un e-mail de confirmation vient d’être envoyé à la nouvelle adresse. Elle remplacera l’actuelle quand vous aurez ouvert le lien (valable 7 jours).',
  emailChanged: 'Votre nouvelle adresse e-mail est confirmée : utilisez-la désormais pour vous connecter.',
  passwordUpdated: 'Votre mot de passe est modifié.',
} as const;

const currentPassword = z.string({ error: 'Saisissez votre mot de passe actuel.' }).min(1, 'Saisissez votre mot de passe actuel.').max(200);

/** POST /v1/users/me/email: asks for a new address; it replaces the old one only once confirmed by the mailed link. */
export const changeEmailBodySchema = z.object({ email: rules.email, currentPassword });
export type ChangeEmailBody = z.input<typeof changeEmailBodySchema>;

/** POST /v1/users/me/email/confirm: the token of the link mailed to the new address. */
export const confirmEmailChangeBodySchema = z.object({ token: z.string().trim().min(1).max(200) });

/** PUT /v1/users/me/password: the current password proves it is the account's owner at the keyboard. */
export const changePasswordBodySchema = z.object({ currentPassword, password: rules.password })
  .refine((b) => b.password !== b.currentPassword, { message: accountMessages.samePassword, path: ['password'] });
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** The pending address change, shown on the account screen until it is confirmed. */
export const pendingEmailSchema = z.object({ email: z.string().nullable() });
export type PendingEmail = z.infer<typeof pendingEmailSchema>;
