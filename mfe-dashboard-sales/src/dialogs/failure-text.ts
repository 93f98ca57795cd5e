import { ApiError } from '@vendange/api-client';
import { messages } from '@vendange/contracts';

/** What to tell after a refused call: the server's French message, or the generic one when it sent none. */
export const failureText = (error: unknown): string => (error instanceof ApiError && !/^HTTP \d+$/.test(error.message) ? error.message : messages.internal);
