import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { productBodySchema, type ProductBody } from '@vendange/contracts';
import { formPathOf, formToBody, type FormIssue } from './product-form';
import type { ProductForm } from './product-form-types';

/** Flat "path → message" of everything wrong in the editor: the editor's own reading, then the contract's French messages. */
export function productErrors(values: ProductForm, describe: (issue: FormIssue) => string): { body: ProductBody; errors: Record<string, string> } {
  const { body, issues } = formToBody(values);
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path] ??= describe(issue);
  const parsed = productBodySchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const badKey = issue.code === 'invalid_key';
      const message = badKey ? (issue.issues[0]?.message ?? issue.message) : issue.message;
      errors[formPathOf(values, issue.path, badKey)] ??= message;
    }
  }
  return { body, errors };
}

/**
 * react-hook-form resolver over the product contract (productBodySchema), so the browser shows the
 * very messages the server would send; the values handed to submit are the API body.
 */
export function productResolver(describe: (issue: FormIssue) => string): Resolver<ProductForm, unknown, ProductBody> {
  return (values, _context, options) => {
    const { body, errors } = productErrors(values, describe);
    if (Object.keys(errors).length === 0) return { values: body, errors: {} };
    const flat = Object.fromEntries(Object.entries(errors).map(([path, message]): [string, FieldError] => [path, { type: 'validate', message }]));
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
