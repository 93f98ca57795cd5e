import { clientBodySchema, type ClientBodyInput } from '@vendange/contracts';

/**
 * « Nouveau client » at the till (docs/decisions/cash-register.md, quick client): a passer-by who asks for an invoice
 * is added to the CRM in a few fields, checked with the CRM's own contract (clientBodySchema) before POST /v1/clients.
 */
export interface QuickClientForm {
  isPro: boolean;
  firstname: string;
  lastname: string;
  businessName: string;
  email: string;
  phone: string;
  siret: string;
}
export const quickClientFields = ['lastname', 'firstname', 'businessName', 'email', 'phone', 'siret'] as const;
export type QuickClientField = (typeof quickClientFields)[number];
export type QuickClientErrors = Partial<Record<QuickClientField, string>>;

export const emptyQuickClient = (): QuickClientForm => ({ isPro: false, firstname: '', lastname: '', businessName: '', email: '', phone: '', siret: '' });

/** The till's one rule on top of the CRM's: the invoice and the receipts are sent to the client, so an address is asked. */
export const quickClientMessages = { emailNeeded: 'Indiquez l’adresse e-mail du client : sa facture lui est envoyée.' } as const;

/** What POST /v1/clients receives: a client (not a prospect), the fields of the other kind left empty. */
export function quickClientBodyOf(form: QuickClientForm, shopId: number | null): ClientBodyInput {
  return {
    ...(shopId ? { shopId } : {}), isPro: form.isPro, pipe: 'client',
    firstname: form.isPro ? '' : form.firstname, lastname: form.isPro ? '' : form.lastname,
    businessName: form.isPro ? form.businessName : '', siret: form.isPro ? form.siret : '', siren: '', nic: '', vatNumber: '', typology: '',
    email: form.email, phone: form.phone,
  };
}

/** The body to send, or the French message of each field to fix (the contract's messages, then the e-mail asked). */
export function checkQuickClient(form: QuickClientForm, shopId: number | null): { body: ClientBodyInput; errors: null } | { body: null; errors: QuickClientErrors } {
  const body = quickClientBodyOf(form, shopId);
  const errors: QuickClientErrors = {};
  const parsed = clientBodySchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as QuickClientField;
      if ((quickClientFields as readonly string[]).includes(field)) errors[field] ??= issue.message;
    }
  }
  if (!form.email.trim()) errors.email ??= quickClientMessages.emailNeeded;
  return Object.keys(errors).length > 0 || !parsed.success ? { body: null, errors } : { body, errors: null };
}
