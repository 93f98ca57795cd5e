import { z } from 'zod';
import { addressSchema, phoneRules, ruleMessages, rules, type Address, type User } from '@vendange/contracts';

const addressForm = z.object({
  firstname: z.string(), lastname: z.string(), street: z.string(), complement: z.string(), zipcode: z.string(), city: z.string(),
  country: z.string(), exciseNumber: z.string(),
});
export type AddressForm = z.infer<typeof addressForm>;

export interface CheckoutFormValues {
  delivery: AddressForm;
  sameBilling: boolean;
  billing: AddressForm;
  phone: string;
  cgu: boolean;
  card: { number: string; expiration: string; cvc: string };
  comment: string;
}

const blank: AddressForm = { firstname: '', lastname: '', street: '', complement: '', zipcode: '', city: '', country: 'FR', exciseNumber: '' };
const formOf = (a: Address | null, user: User | null): AddressForm => (a ? {
  firstname: a.firstname, lastname: a.lastname, street: a.street, complement: a.complement ?? '', zipcode: a.zipcode, city: a.city,
  country: a.country, exciseNumber: a.exciseNumber ?? '',
} : { ...blank, firstname: user?.firstname ?? '', lastname: user?.lastname ?? '' });

/** The form starts from the buyer's saved addresses and phone. */
export function checkoutDefaults(user: User | null): CheckoutFormValues {
  const billing = user?.billingAddress ?? null;
  return {
    delivery: formOf(user?.deliveryAddress ?? null, user), sameBilling: billing === null, billing: formOf(billing, user),
    phone: user?.phone ?? '', cgu: false, card: { number: '', expiration: '', cvc: '' }, comment: '',
  };
}

/** An address as the API takes it (the contract's schema checks it: required fields, postal code per country). */
export const addressOf = (f: AddressForm): Address => addressSchema.parse({
  ...f, complement: f.complement.trim() || null, exciseNumber: f.exciseNumber.trim() || null,
});

/**
 * The checkout form's rules (spec point 5): address fields when a part is delivered (and billing when
 * it differs), a valid mobile phone, the terms accepted, a valid card when a part is paid by card.
 */
export function checkoutFormSchema(needs: { deliveryAddress: boolean; card: boolean }) {
  return z.object({
    delivery: addressForm, sameBilling: z.boolean(), billing: addressForm,
    phone: phoneRules.telephone, cgu: z.boolean().refine((v) => v, ruleMessages.cgu), comment: z.string().max(1000, 'Doit faire au maximum 1000 caractères'),
    card: z.object({ number: z.string(), expiration: z.string(), cvc: z.string() }),
  }).superRefine((v, ctx) => {
    const check = (which: 'delivery' | 'billing') => {
      const parsed = addressSchema.safeParse({ ...v[which], complement: v[which].complement || null, exciseNumber: v[which].exciseNumber || null });
      if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: [which, ...issue.path.map(String)], message: issue.message });
    };
    if (needs.deliveryAddress || !v.sameBilling) check('delivery');
    if (!v.sameBilling) check('billing');
    if (needs.card) {
      for (const [field, rule] of [['number', rules.cardNumber], ['expiration', rules.cardExpiration], ['cvc', rules.cvv]] as const) {
        const parsed = rule.safeParse(v.card[field]);
        if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['card', field], message: parsed.error.issues[0]!.message });
      }
    }
  });
}
