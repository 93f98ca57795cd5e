import { ApiError } from '@vendange/api-client';
import { messages } from '@vendange/contracts';

/** The server names the field at the end of a 400 message: "La quantité doit être au moins 1. (lines.0.quantity)". */
const FIELD_SUFFIX = /\s*\(([A-Za-z][\w.]*)\)$/;

/**
 * Where a refused save is told: under the field the server names (its contract path, as the form keys its
 * messages), on a line the server points at (`line` in the error body), else above the form.
 */
export function placeSaleError(err: unknown): { field: string | null; message: string } {
  if (!(err instanceof ApiError) || !err.message || /^HTTP \d+$/.test(err.message)) return { field: null, message: messages.internal };
  const named = FIELD_SUFFIX.exec(err.message);
  if (err.status === 400 && named) return { field: named[1]!, message: err.message.replace(FIELD_SUFFIX, '') };
  // The line a refusal is about comes in the error's problems (errorSchema).
  const problems = err.body.problems;
  const line = Array.isArray(problems) ? (problems[0] as { line?: unknown } | undefined)?.line : undefined;
  if (typeof line === 'number' && Number.isInteger(line) && line >= 0) return { field: `lines.${line}`, message: err.message };
  return { field: null, message: err.message };
}
