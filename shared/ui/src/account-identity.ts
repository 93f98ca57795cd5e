/** Who is signed in, or which account a master account chooses: a name a person reads, and the e-mail once (account menu, chooser). */
export interface AccountIdentity {
  /** First and last name; the username only when the account has no name (never the e-mail twice). */
  name: string;
  /** The e-mail under the name; null when the name already is that e-mail. */
  email: string | null;
}

export function accountIdentity(user: { firstname?: string | null | undefined; lastname?: string | null | undefined; username: string; email: string }): AccountIdentity {
  const fullName = [user.firstname, user.lastname].map((part) => part?.trim() ?? '').filter((part) => part.length > 0).join(' ');
  const name = fullName || user.username.trim() || user.email;
  return { name, email: name.toLowerCase() === user.email.toLowerCase() ? null : user.email };
}
