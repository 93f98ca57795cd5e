import { ApiError, placeServerError } from '@vendange/api-client';
import { messages } from '@vendange/contracts';

/** Where an account form shows a refusal: under a field when the server's code or message names one, else above. */
export function accountErrorPlace<F extends string>(err: unknown, fields: readonly F[]): { field: F | null; message: string } {
  const placed = placeServerError(err, fields, messages.internal);
  if (err instanceof ApiError && err.code === 'CURRENT_PASSWORD_WRONG' && fields.includes('currentPassword' as F)) {
    return { field: 'currentPassword' as F, message: placed.message };
  }
  if (err instanceof ApiError && (err.code === 'SAME_EMAIL' || err.code === 'EMAIL_IN_USE') && fields.includes('email' as F)) {
    return { field: 'email' as F, message: placed.message };
  }
  return { field: placed.field as F | null, message: placed.message };
}
