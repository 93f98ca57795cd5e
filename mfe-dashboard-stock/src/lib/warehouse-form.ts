import { warehouseBodySchema, type Warehouse, type WarehouseBody, type WarehouseRegime } from '@vendange/contracts';

/** The warehouse form as typed: the address as four texts, all empty when the warehouse has none. */
export interface WarehouseForm {
  name: string;
  regime: WarehouseRegime;
  exciseNumber: string;
  street: string;
  zipcode: string;
  city: string;
  country: string;
  sellsOnline: boolean;
  allowNegative: boolean;
  active: boolean;
}

export type WarehouseField = keyof WarehouseForm;
export type WarehouseErrors = Partial<Record<WarehouseField, string>>;

/** Fields a message may go under (the address ones named as the form names them). */
export const warehouseFields: readonly WarehouseField[] = ['name', 'regime', 'exciseNumber', 'street', 'zipcode', 'city', 'country', 'sellsOnline', 'allowNegative', 'active'];

/** The form of a warehouse being edited, or of a new one (a bonded cellar that sells online). */
export function warehouseToForm(w: Warehouse | null): WarehouseForm {
  return {
    name: w?.name ?? '', regime: w?.regime ?? 'suspended', exciseNumber: w?.exciseNumber ?? '',
    street: w?.address?.street ?? '', zipcode: w?.address?.zipcode ?? '', city: w?.address?.city ?? '', country: w?.address?.country ?? 'FR',
    sellsOnline: w?.sellsOnline ?? true, allowNegative: w?.allowNegative ?? false, active: w?.active ?? true,
  };
}

/** The body of POST/PUT /v1/stocks/warehouses: no address unless street, postcode or city is typed (France by default). */
export function warehouseBody(form: WarehouseForm): WarehouseBody {
  const hasAddress = [form.street, form.zipcode, form.city].some((v) => v.trim() !== '');
  return {
    name: form.name, regime: form.regime, exciseNumber: form.exciseNumber.trim() || null,
    address: hasAddress ? { street: form.street, zipcode: form.zipcode, city: form.city, country: form.country.trim() || 'FR' } : null,
    sellsOnline: form.sellsOnline, allowNegative: form.allowNegative, active: form.active,
  };
}

/** The form field of a body path: 'address.zipcode' → 'zipcode'; null for a path the form does not show. */
export function warehouseFieldOf(path: string): WarehouseField | null {
  const field = path.replace(/^address\./, '');
  return (warehouseFields as readonly string[]).includes(field) ? (field as WarehouseField) : null;
}

/** Body paths a server refusal may name ("… (address.city)"). */
export const warehouseBodyPaths: readonly string[] = [...warehouseFields.filter((f) => !['street', 'zipcode', 'city', 'country'].includes(f)), 'address.street', 'address.zipcode', 'address.city', 'address.country'];

/** Checks the form with the contract's schema: the body to send, or the French messages per field. */
export function checkWarehouse(form: WarehouseForm): { body: WarehouseBody; errors: null } | { body: null; errors: WarehouseErrors } {
  const body = warehouseBody(form);
  const parsed = warehouseBodySchema.safeParse(body);
  if (parsed.success) return { body, errors: null };
  const errors: WarehouseErrors = {};
  for (const issue of parsed.error.issues) {
    const field = warehouseFieldOf(issue.path.map(String).join('.'));
    if (field) errors[field] ??= issue.message;
  }
  return { body: null, errors };
}
