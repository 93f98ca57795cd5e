import type { MasterAccount } from '@vendange/contracts';

/** Where a master-account login is kept, so that it survives a reload and the account can be switched. */
export const MASTER_KEY = 'vendange.master';

export interface StoredMaster {
  token: string;
  masterAccount: MasterAccount;
}

const hasStorage = () => typeof localStorage !== 'undefined';

function isStoredMaster(value: unknown): value is StoredMaster {
  if (!value || typeof value !== 'object') return false;
  const { token, masterAccount } = value as Partial<StoredMaster>;
  return typeof token === 'string' && token.length > 0 && !!masterAccount && typeof masterAccount.id === 'number'
    && typeof masterAccount.email === 'string' && Array.isArray(masterAccount.accounts);
}

/** The stored master login, or null when there is none or it was tampered with. */
export function readStoredMaster(): StoredMaster | null {
  if (!hasStorage()) return null;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(MASTER_KEY) ?? 'null');
    return isStoredMaster(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeStoredMaster(master: StoredMaster): void {
  localStorage.setItem(MASTER_KEY, JSON.stringify(master));
}

export function forgetStoredMaster(): void {
  if (hasStorage()) localStorage.removeItem(MASTER_KEY);
}
