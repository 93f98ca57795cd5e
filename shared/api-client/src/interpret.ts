/** What the client does with a response (spec point 8), decided without side effects. */
export interface ResponseOutcome {
  ok: boolean;
  snackbar: { kind: 'error' | 'success'; message: string } | null;
  /** A 403 (but a module turned off), or a 401 on a request that carried a token (expired session): log out. */
  logout: boolean;
}

const messageOf = (body: unknown): unknown => (body && typeof body === 'object' && 'message' in body ? (body as { message: unknown }).message : undefined);

export function interpretResponse(status: number, body: unknown, hadToken: boolean): ResponseOutcome {
  const message = messageOf(body);
  const successFalse = !!body && typeof body === 'object' && (body as { success?: unknown }).success === false;
  // A module turned off (403 MODULE_INACTIVE) says nothing of the session: its message is shown, the user stays logged in.
  const moduleOff = status === 403 && !!body && typeof body === 'object' && (body as { code?: unknown }).code === 'MODULE_INACTIVE';
  if ((status === 403 && !moduleOff) || (status === 401 && hadToken)) {
    return { ok: false, logout: true, snackbar: typeof message === 'string' ? { kind: 'error', message } : null };
  }
  if (status >= 400) {
    // A non-array message is shown for 5 s; an array (field errors) is left to the form.
    return { ok: false, logout: false, snackbar: typeof message === 'string' ? { kind: 'error', message } : null };
  }
  if (successFalse) return { ok: true, logout: false, snackbar: typeof message === 'string' ? { kind: 'error', message } : null };
  if (typeof message === 'string' && message) return { ok: true, logout: false, snackbar: { kind: 'success', message } };
  return { ok: true, logout: false, snackbar: null };
}
