/**
 * npm run pos:verify -- <archive.jsonl> [--key <public-key.pem>]
 * Verifies a cash-register journal archive with Node alone (no database, no platform): the file's hash and
 * signature, then every entry's chain link, hash and signature. Exit code 0 when all is good, 1 otherwise.
 */
import { readFileSync } from 'node:fs';
import { verifyArchiveText } from './journal-archive';

const args = process.argv.slice(2).filter((a) => a !== '--');
const keyAt = args.indexOf('--key');
const keyFile = keyAt >= 0 ? args[keyAt + 1] : undefined;
const file = args.find((a, i) => !a.startsWith('--') && (keyAt < 0 || i !== keyAt + 1));
if (!file || (keyAt >= 0 && !keyFile)) {
  console.error('usage: npm run pos:verify -- <archive.jsonl> [--key <public-key.pem>]');
  process.exit(2);
}
const result = verifyArchiveText(readFileSync(file, 'utf8'), keyFile ? readFileSync(keyFile, 'utf8') : undefined);
const where = result.salesPoint ? `sales point ${result.salesPoint.id} (${result.salesPoint.name})` : 'unknown sales point';
console.log(`${file}: ${where}, ${result.entryCount} entries (#${result.firstSequence ?? '-'} to #${result.lastSequence ?? '-'}), ${result.closingCount} closings, signed by key ${result.keyIds.join(', ') || '-'}`);
for (const p of result.fileProblems) console.log(`FILE: ${p}`);
for (const p of result.problems) console.log(`${p.kind.toUpperCase()} #${p.sequence}: ${p.detail}`);
console.log(result.ok ? 'OK: the archive is intact and signed.' : 'FAILED: the archive cannot be trusted.');
if (!keyFile && result.ok) console.log('Compare the key id with the one the platform publishes (GET /v1/salespoints/journal/keys), or pass it with --key.');
process.exit(result.ok ? 0 : 1);
