import { z } from 'zod';
import { addressSchema, phoneRules, updateMeBodySchema, type Address, type UpdateMeBody, type User } from '@vendange/contracts';

/** One address as the account form holds it: text fields, '' for an empty one. */
export interface AccountAddressForm {
  firstname: string; lastname: string; street: string; complement: string; zipcode: string; city: string; country: string;
}

export interface AccountForm {
  firstname: string;
  lastname: string;
  phone: string;
  delivery: AccountAddressForm;
  billing: AccountAddressForm;
}

export type AddressKind = 'delivery' | 'billing';

const blankAddress: AccountAddressForm = { firstname: '', lastname: '', street: '', complement: '', zipcode: '', city: '', country: 'FR' };

// A new address starts with the account's name, as checkout does: most people receive their own parcels.
const addressForm = (a: Address | null, user: User): AccountAddressForm => (a ? {
  firstname: a.firstname, lastname: a.lastname, street: a.street, complement: a.complement ?? '', zipcode: a.zipcode, city: a.city, country: a.country,
} : { ...blankAddress, firstname: user.firstname, lastname: user.lastname });

/** The form's values for the signed-in user. */
export function accountToForm(user: User): AccountForm {
  return {
    firstname: user.firstname, lastname: user.lastname, phone: user.phone ?? '',
    delivery: addressForm(user.deliveryAddress, user), billing: addressForm(user.billingAddress, user),
  };
}

/** An address whose street, postcode and city are all empty is no address: saving it removes the saved one. */
export const isBlankAddress = (a: AccountAddressForm): boolean => [a.street, a.zipcode, a.city, a.complement].every((v) => v.trim() === '');

/**
 * The address to save, or null to remove it. Fields this form does not show (excise number, mountain area,
 * the address's own phone and e-mail, entered at checkout) are kept from the saved address.
 */
function addressBody(form: AccountAddressForm, saved: Address | null): Address | null {
  if (isBlankAddress(form)) return null;
  return addressSchema.parse({ ...saved, ...form, complement: form.complement.trim() || null });
}

/** PUT /v1/users/me's body for the form (the contract checks it again on the server). */
export function accountBody(form: AccountForm, user: User): UpdateMeBody {
  return {
    firstname: form.firstname, lastname: form.lastname, phone: form.phone.trim() === '' ? null : form.phone,
    deliveryAddress: addressBody(form.delivery, user.deliveryAddress), billingAddress: addressBody(form.billing, user.billingAddress),
  };
}

const addressShape = z.object({
  firstname: z.string(), lastname: z.string(), street: z.string(), complement: z.string(), zipcode: z.string(), city: z.string(), country: z.string(),
});

/** The form's rules: the contract's (names, mobile phone, each address filled in full with a postcode of its country). */
export const accountFormSchema = z.object({
  firstname: updateMeBodySchema.shape.firstname.unwrap(),
  lastname: updateMeBodySchema.shape.lastname.unwrap(),
  phone: z.string(),
  delivery: addressShape,
  billing: addressShape,
}).superRefine((v, ctx) => {
  if (v.phone.trim() !== '') {
    const phone = phoneRules.telephone.safeParse(v.phone);
    if (!phone.success) ctx.addIssue({ code: 'custom', path: ['phone'], message: phone.error.issues[0]!.message });
  }
  for (const kind of ['delivery', 'billing'] as const) {
    if (isBlankAddress(v[kind])) continue;
    const parsed = addressSchema.safeParse({ ...v[kind], complement: v[kind].complement || null });
    if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: [kind, ...issue.path.map(String)], message: issue.message });
  }
});

/** Fields a server error may name, for placeServerError. */
export const accountFields = ['firstname', 'lastname', 'phone'] as const;
