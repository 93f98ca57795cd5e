import type { MessageDescriptor } from '@lingui/core';
import type { z } from 'zod';
import { documentExitReasons, movementBodySchema, type ExitDocumentType, type MovementInput, type MovementKind, type MovementReason } from '@vendange/contracts';
import { movementFieldMessages as fm } from './stock-labels';

/** One line of the movement form: a format picked in the catalogue, then what is typed for it. */
export interface MovementLineForm {
  key: string;
  productId: number;
  formatId: number;
  /** Product · format, as picked. */
  label: string;
  /** The product's vintages, offered as suggestions for `vintage`. */
  vintages: readonly string[];
  vintage: string;
  lot: string;
  /** Units moved, or for an inventory the units counted. */
  quantity: string;
}

/** The movement form as typed: every number is still text, so that nothing typed is lost on a refusal. */
export interface MovementForm {
  kind: MovementKind;
  /** '' until chosen (entries and exits only). */
  reason: MovementReason | '';
  warehouseId: string;
  toWarehouseId: string;
  lines: MovementLineForm[];
  note: string;
  /** A bottling capped with CRD: the capsule line it uses ('' = none). Sent only with a bottling. */
  crdCapsuleId: string;
  /** A sale's or sample's country of destination, ISO code as typed ('' = France). */
  destination: string;
  /** The document an exit leaves under ('' = none), its number and (a DAE's) recipient excise number. */
  documentType: ExitDocumentType | '';
  documentNumber: string;
  recipientExciseNumber: string;
}

/** Exits that may name a country of destination (a sale, a sample sent). */
export const goesAbroad = (form: Pick<MovementForm, 'kind' | 'reason'>) => form.kind === 'exit' && (documentExitReasons as readonly string[]).includes(form.reason);

export type MovementErrors = Record<string, string>;
type Translate = (descriptor: MessageDescriptor) => string;

/** A new form of one kind, in the warehouse given (the one the list is filtered on, or the only one). */
export function emptyMovementForm(kind: MovementKind, warehouseId = ''): MovementForm {
  return { kind, reason: '', warehouseId, toWarehouseId: '', lines: [], note: '', crdCapsuleId: '', destination: '', documentType: '', documentNumber: '', recipientExciseNumber: '' };
}

/** A whole number as typed: '12' → 12, '' → undefined (not given), '1,5' or 'abc' → NaN (refused as not whole). */
export function wholeOf(text: string): number | undefined {
  const typed = text.replace(/\s+/g, '');
  if (typed === '') return undefined;
  return /^-?\d+$/.test(typed) ? Number(typed) : Number.NaN;
}

const idOf = (text: string): number | undefined => wholeOf(text);

/** The request body of POST /v1/stocks/movements for what is typed, before the contract checks it. */
export function movementBody(form: MovementForm): Record<string, unknown> {
  const item = (l: MovementLineForm) => ({ formatId: l.formatId, vintage: wholeOf(l.vintage) ?? null, lot: l.lot.trim() || null });
  const moved = form.lines.map((l) => ({ ...item(l), quantity: wholeOf(l.quantity) }));
  const note = form.note.trim() || null;
  switch (form.kind) {
    case 'entry':
      return {
        kind: 'entry', reason: form.reason || undefined, warehouseId: idOf(form.warehouseId), lines: moved, note,
        ...(form.reason === 'bottling' && form.crdCapsuleId ? { crdCapsuleId: idOf(form.crdCapsuleId) } : {}),
      };
    case 'exit':
      return {
        kind: form.kind, reason: form.reason || undefined, warehouseId: idOf(form.warehouseId), lines: moved, note,
        destination: goesAbroad(form) ? form.destination.trim() || null : null,
        accompanying: form.documentType
          ? { type: form.documentType, number: form.documentNumber, recipientExciseNumber: form.documentType === 'DAE' ? form.recipientExciseNumber.trim() || null : null }
          : null,
      };
    case 'transfer':
      return { kind: 'transfer', warehouseId: idOf(form.warehouseId), toWarehouseId: idOf(form.toWarehouseId), lines: moved, note };
    case 'inventory':
      // The note is required here: an empty one goes as '' so that the contract's own message says so.
      return { kind: 'inventory', warehouseId: idOf(form.warehouseId), lines: form.lines.map((l) => ({ ...item(l), counted: wholeOf(l.quantity) })), note: form.note.trim() };
  }
}

/** The form text a path of the body came from ('lines.0.counted' → the line's quantity text). */
function typedAt(form: MovementForm, path: readonly PropertyKey[]): string {
  const [head, index, field] = path;
  if (head === 'lines' && typeof index === 'number') {
    const line = form.lines[index];
    if (!line) return '';
    return field === 'vintage' ? line.vintage : field === 'lot' ? line.lot : line.quantity;
  }
  const value = (form as unknown as Record<string, unknown>)[String(head)];
  return typeof value === 'string' ? value : '';
}

/** The French message of one issue: the contract's own, or ours where zod would speak English (a field left empty, a choice not made). */
function messageOf(issue: z.core.$ZodIssue, form: MovementForm, translate: Translate): string {
  if (issue.code === 'custom') return issue.message;
  const last = issue.path[issue.path.length - 1];
  const empty = typedAt(form, issue.path).trim() === '';
  switch (last) {
    case 'warehouseId': return translate(fm.warehouse);
    case 'toWarehouseId': return translate(fm.toWarehouse);
    case 'reason': return translate(fm.reason);
    case 'formatId': return translate(fm.format);
    case 'quantity':
    case 'counted':
      return issue.code === 'invalid_type' ? translate(empty ? fm[last] : fm.whole) : issue.message;
    case 'vintage':
      return issue.code === 'invalid_type' ? translate(fm.vintage) : issue.message;
    default:
      return issue.message;
  }
}

/**
 * Checks the form with the contract's schema (the server's own rules): the body to send, or the
 * messages per field path ('warehouseId', 'lines.0.quantity', 'note'…), the first one for each path.
 */
export function checkMovement(form: MovementForm, translate: Translate): { body: MovementInput; errors: null } | { body: null; errors: MovementErrors } {
  const parsed = movementBodySchema.safeParse(movementBody(form));
  if (parsed.success) return { body: parsed.data, errors: null };
  const errors: MovementErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= messageOf(issue, form, translate);
  }
  return { body: null, errors };
}

/** Every field path the form shows a message under: where a server's "… (lines.0.quantity)" refusal goes. */
export function movementFieldPaths(form: MovementForm): string[] {
  const perLine = form.lines.flatMap((_, i) => ['formatId', 'vintage', 'lot', 'quantity', 'counted'].map((f) => `lines.${i}.${f}`));
  return ['kind', 'reason', 'warehouseId', 'toWarehouseId', 'lines', 'note', 'crdCapsuleId', 'destination', 'accompanying.type', 'accompanying.number', 'accompanying.recipientExciseNumber', ...perLine];
}

/** The message of a line's quantity field, whichever name the body gave it. */
export function quantityError(errors: MovementErrors, index: number): string | undefined {
  return errors[`lines.${index}.quantity`] ?? errors[`lines.${index}.counted`];
}

/** Drops the messages of a field (and of a line, under it) once the person changes it. */
export function withoutError(errors: MovementErrors, path: string): MovementErrors {
  const next: MovementErrors = {};
  for (const [k, v] of Object.entries(errors)) if (k !== path && !k.startsWith(`${path}.`)) next[k] = v;
  return next;
}

/** The form's lines after one is removed: the messages of later lines move up with them. */
export function errorsAfterLineRemoved(errors: MovementErrors, removed: number): MovementErrors {
  const next: MovementErrors = {};
  for (const [k, v] of Object.entries(errors)) {
    const m = /^lines\.(\d+)(\..*)?$/.exec(k);
    if (!m) { next[k] = v; continue; }
    const i = Number(m[1]);
    if (i === removed) continue;
    next[`lines.${i > removed ? i - 1 : i}${m[2] ?? ''}`] = v;
  }
  return next;
}
