/** What other packages may use of the journal (the gateway's tests): `@vendange/service-pos/journal`. */
export { appendJournalEntry, type JournalSale, type JournalEntryInput, type JournalAppended } from './journal-append';
export { closeFinishedPeriods } from './closing-sweep';
export { verifyArchiveText } from './journal-archive';
export { signatureValid } from './journal-signer';
