import type { BankAccount, BankAccountInput } from '@vendange/contracts';
import { slugOf } from './shop-naming';

/**
 * The banks an owner sends, as stored: each keeps its id when it has one, and a bank just added gets one
 * from its name (credit-agricole, credit-agricole-2…), never one another bank of the list holds. Ids are
 * given here rather than in the browser so that any client (the dashboard, an API call) gets the same ones.
 * The rules already refused an id sent twice.
 */
export function withBankIds(banks: readonly BankAccountInput[]): BankAccount[] {
  const used = new Set(banks.flatMap((b) => (b.id ? [b.id] : [])));
  return banks.map((bank) => {
    if (bank.id) return { ...bank, id: bank.id };
    const base = slugOf(bank.name).slice(0, 36).replace(/-+$/, '');
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return { ...bank, id };
  });
}
