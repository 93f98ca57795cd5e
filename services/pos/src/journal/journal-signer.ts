import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Signs entry hashes with the installation's Ed25519 key; the public half is published so anybody can verify. */
export interface JournalSigner {
  /** First 16 hex digits of the SHA-256 of the public key (SPKI DER). */
  keyId: string;
  /** The public key, SPKI PEM. */
  publicKey: string;
  /** Base64 Ed25519 signature of the hash's 32 bytes. */
  sign(hash: string): string;
}

export const keyIdOf = (publicKey: KeyObject): string =>
  createHash('sha256').update(publicKey.export({ type: 'spki', format: 'der' })).digest('hex').slice(0, 16);

export function signerFromPrivateKey(privateKeyPem: string): JournalSigner {
  const privateKey = createPrivateKey(privateKeyPem);
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('The cash-register journal key must be an Ed25519 private key (PKCS#8 PEM).');
  const publicKey = createPublicKey(privateKey);
  return {
    keyId: keyIdOf(publicKey),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    sign: (hash) => sign(null, Buffer.from(hash, 'hex'), privateKey).toString('base64'),
  };
}

export const generatePrivateKeyPem = (): string =>
  generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/** Whether `signature` is `publicKeyPem`'s signature of `hash`; false for anything malformed. */
export function signatureValid(publicKeyPem: string, hash: string, signature: string): boolean {
  try {
    return verify(null, Buffer.from(hash, 'hex'), createPublicKey(publicKeyPem), Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/**
 * The installation's key: `POS_JOURNAL_KEY` (the PKCS#8 PEM itself, `\n` allowed for newlines) or
 * `POS_JOURNAL_KEY_FILE` (a path); else `<data dir>/pos/journal-ed25519.pem`, generated on first start (mode
 * 0600). Never in the repository: .data is ignored by git.
 */
export function loadJournalSigner(settings: Readonly<Record<string, string | undefined>>, dataDir: string | undefined): JournalSigner {
  const inline = settings.POS_JOURNAL_KEY?.trim();
  if (inline) return signerFromPrivateKey(inline.replace(/\\n/g, '\n'));
  const file = settings.POS_JOURNAL_KEY_FILE?.trim() || (dataDir ? path.join(dataDir, 'pos', 'journal-ed25519.pem') : undefined);
  if (!file) throw new Error('The cash-register journal needs a signing key: set POS_JOURNAL_KEY_FILE (or DATA_DIR, where one is generated).');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    // 'wx': two processes starting together never overwrite each other's key; the loser reads the winner's.
    try {
      writeFileSync(file, generatePrivateKeyPem(), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    chmodSync(file, 0o600);
  }
  return signerFromPrivateKey(readFileSync(file, 'utf8'));
}
