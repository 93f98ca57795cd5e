import { clientCivilities, fillSiret, type ClientBodyInput, type ClientContact, type CrmClientDetail } from '@vendange/contracts';

/** An address as the form types it (empty strings for blanks). */
export interface AddressForm { firstname: string; lastname: string; street: string; complement: string; zipcode: string; city: string; country: string }
export interface ContactForm { civility: '' | 'mr' | 'mrs' | 'mx'; firstname: string; lastname: string; role: string; email: string; phone: string }

/** The client form's values: texts as typed, so nothing typed is lost when the server refuses the form. */
export interface ClientForm {
  isPro: boolean;
  pipe: 'client' | 'prospect';
  civility: '' | 'mr' | 'mrs' | 'mx';
  firstname: string; lastname: string; businessName: string; siret: string; vatNumber: string;
  email: string; phone: string; typology: string; tags: string; marketingConsent: boolean;
  delivery: AddressForm;
  billingSame: boolean;
  billing: AddressForm;
  contacts: ContactForm[];
}

export const emptyAddress = (): AddressForm => ({ firstname: '', lastname: '', street: '', complement: '', zipcode: '', city: '', country: 'FR' });
export const emptyContact = (): ContactForm => ({ civility: '', firstname: '', lastname: '', role: '', email: '', phone: '' });

/** A saved contact in the form (blanks as empty strings; a civility outside the list as none). */
export const contactFormOf = (c: ClientContact): ContactForm => ({
  civility: (clientCivilities as readonly string[]).includes(c.civility ?? '') ? (c.civility as ContactForm['civility']) : '',
  firstname: c.firstname ?? '', lastname: c.lastname, role: c.role ?? '', email: c.email ?? '', phone: c.phone ?? '',
});

/** What the contact routes take, before the contract's schema checks it (empty texts become null there). */
export const contactBodyOf = (f: ContactForm) => ({ ...f, civility: f.civility || null });

/** A new client's form: `?isPro=true` opens it for a professional, `?pipe=Prospect` for a prospect (spec point 2). */
export function newClientForm(search: string): ClientForm {
  const q = new URLSearchParams(search);
  return {
    isPro: q.get('isPro') === 'true', pipe: (q.get('pipe') ?? '').toLowerCase() === 'prospect' ? 'prospect' : 'client', civility: '',
    firstname: '', lastname: '', businessName: '', siret: '', vatNumber: '', email: '', phone: '', typology: '', tags: '', marketingConsent: false,
    delivery: emptyAddress(), billingSame: true, billing: emptyAddress(), contacts: [],
  };
}

const addressForm = (a: CrmClientDetail['deliveryAddress']): AddressForm => (a ? {
  firstname: a.firstname, lastname: a.lastname, street: a.street, complement: a.complement ?? '', zipcode: a.zipcode, city: a.city, country: a.country,
} : emptyAddress());

export function clientFormOf(c: CrmClientDetail): ClientForm {
  const same = JSON.stringify(c.billingAddress) === JSON.stringify(c.deliveryAddress) || c.billingAddress === null;
  return {
    isPro: c.isPro, pipe: c.pipe, civility: (c.civility ?? '') as ClientForm['civility'], firstname: c.firstname ?? '', lastname: c.lastname ?? '',
    businessName: c.businessName ?? '', siret: c.siret ?? '', vatNumber: c.vatNumber ?? '', email: c.email ?? '', phone: c.phone ?? '', typology: c.typology ?? '',
    tags: c.tags.join(', '), marketingConsent: c.marketingConsent, delivery: addressForm(c.deliveryAddress), billingSame: same, billing: addressForm(c.billingAddress), contacts: [],
  };
}

const blankAddress = (a: AddressForm) => [a.street, a.zipcode, a.city].every((v) => v.trim() === '');

/** The address to send: none when its street, postcode and city are all blank; the names default to the client's. */
function addressBody(a: AddressForm, form: ClientForm) {
  if (blankAddress(a)) return null;
  return {
    firstname: a.firstname || form.firstname || form.businessName, lastname: a.lastname || form.lastname || form.businessName,
    street: a.street, complement: a.complement || null, zipcode: a.zipcode, city: a.city, country: a.country || 'FR',
  };
}

/** The request body of the form (POST /v1/clients, PUT /v1/clients/{id}); the contract's schema checks it. */
export function clientBodyOf(form: ClientForm, shopId: number | null, withContacts: boolean): ClientBodyInput {
  const delivery = addressBody(form.delivery, form);
  return {
    ...(shopId ? { shopId } : {}), isPro: form.isPro, pipe: form.pipe, civility: form.civility || null, firstname: form.firstname, lastname: form.lastname,
    businessName: form.isPro ? form.businessName : '', siret: form.isPro ? form.siret : '', siren: '', nic: '', vatNumber: form.isPro ? form.vatNumber : '',
    email: form.email, phone: form.phone, typology: form.typology, tags: form.tags.split(',').map((t) => t.trim()).filter((t) => t !== ''),
    marketingConsent: form.marketingConsent, deliveryAddress: delivery, billingAddress: form.billingSame ? delivery : addressBody(form.billing, form),
    contacts: withContacts ? form.contacts.filter((c) => c.lastname.trim() !== '' || c.email.trim() !== '').map((c) => ({ ...c, civility: c.civility || null })) : [],
  };
}

/** Siren and NIC as the SIRET typed gives them (spec point 5), shown beside it. */
export const sirenNicOf = (siret: string) => fillSiret({ siret });

/** Form paths of the schema's issues ("deliveryAddress.zipcode" → "delivery.zipcode"), first message each. */
export function formErrorsOf(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>, billingSame: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const [head, ...rest] = issue.path.map(String);
    const mapped = head === 'deliveryAddress' ? 'delivery' : head === 'billingAddress' ? (billingSame ? 'delivery' : 'billing') : head;
    const key = [mapped, ...rest].join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
