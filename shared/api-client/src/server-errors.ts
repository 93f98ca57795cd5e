import { ApiError } from './client';

/** Field errors say which field at the end of the message: "Le mail est incorrect (email)". */
const FIELD_SUFFIX = /\s*\(([A-Za-z][\w.]*)\)$/;

export interface ServerError {
  /** The form field the message belongs under, when the server named one the form has. */
  field: string | null;
  message: string;
}

/**
 * Where to show a refused request: under the field it names (a 409 on the e-mail goes under the
 * e-mail), else above the form. A failure without a server message gets `fallback`.
 */
export function placeServerError(err: unknown, fields: readonly string[], fallback: string): ServerError {
  if (!(err instanceof ApiError) || !err.message || /^HTTP \d+$/.test(err.message)) return { field: null, message: fallback };
  if (err.status === 409 && fields.includes('email')) return { field: 'email', message: err.message };
  const named = FIELD_SUFFIX.exec(err.message);
  if (err.status === 400 && named && fields.includes(named[1]!)) return { field: named[1]!, message: err.message.replace(FIELD_SUFFIX, '') };
  return { field: null, message: err.message };
}
