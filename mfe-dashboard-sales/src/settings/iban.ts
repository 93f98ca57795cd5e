/**
 * An IBAN as people read and copy it, in groups of four ("FR76 3000 6000 0112 …"); the server keeps
 * it without spaces. Whatever is not a letter or a digit is dropped, letters go upper case.
 */
export function groupIban(text: string): string {
  const compact = text.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}
