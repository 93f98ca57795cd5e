/** How a master account's chooser names an account (the shell account menu uses the same rule): a name a person reads, and the e-mail once. */
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
