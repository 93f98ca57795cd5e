// Loaded through the mandate dialog's lazyPart only (mandate-dialog.tsx): the SEPA page draws without zod and ibantools.
export { mandateBodySchema, mandateUpdateSchema } from '@vendange/contracts';
