import type { Collaborator } from '@vendange/contracts';

export type CollaboratorStatus = 'blocked' | 'invited' | 'active';

/** Blocked wins over everything; someone who never chose a password is still only invited. */
export function collaboratorStatus(c: Pick<Collaborator, 'blocked' | 'emailValidated'>): CollaboratorStatus {
  if (c.blocked) return 'blocked';
  if (!c.emailValidated) return 'invited';
  return 'active';
}
