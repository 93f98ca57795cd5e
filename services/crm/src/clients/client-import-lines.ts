import { clientBodySchema, departmentOf, type ClientBody } from '@vendange/contracts';

/** One line of an imported file as cells by column name (headers already folded: "Code postal" → code_postal). */
export interface ImportRow { line: number; cells: Record<string, string> }
export interface ImportLineError { line: number; column: string | null; message: string }
export interface ImportedClient { line: number; body: ClientBody; city: string | null; department: string | null }
export interface ImportDuplicate { line: number; clientId: number | null; otherLine: number | null; reason: string }

/** Other names producers give the columns (their old CRM's or Excel's headers). */
const aliases: Record<string, string> = {
  e_mail: 'email', mail: 'email', courriel: 'email', adresse_mail: 'email', adresse_e_mail: 'email',
  tel: 'telephone', phone: 'telephone', portable: 'telephone', mobile: 'telephone',
  civility: 'civilite', firstname: 'prenom', lastname: 'nom', name: 'nom', raison: 'raison_sociale', societe: 'raison_sociale', entreprise: 'raison_sociale',
  business: 'raison_sociale', tva_intracom: 'tva', tva_intracommunautaire: 'tva', numero_tva: 'tva', vat: 'tva', cp: 'code_postal', zipcode: 'code_postal',
  city: 'ville', country: 'pays', typologie: 'tarif', typology: 'tarif', tags: 'etiquettes', etiquette: 'etiquettes', rue: 'adresse', street: 'adresse',
};
const column = (c: string) => aliases[c] ?? c;

const civilities: Record<string, 'mr' | 'mrs' | 'mx'> = { m: 'mr', mr: 'mr', monsieur: 'mr', mme: 'mrs', madame: 'mrs', mrs: 'mrs', mlle: 'mrs', mx: 'mx' };
const fold = (v: string) => v.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[.\s]+/g, '');

/** Reads each line into a client body, with the French message of the form for each refused field. */
export function readClientLines(rows: readonly ImportRow[]): { clients: ImportedClient[]; errors: ImportLineError[] } {
  const clients: ImportedClient[] = [];
  const errors: ImportLineError[] = [];
  for (const row of rows) {
    // Each cell under its column's name, the first one when two headers name the same column (read once per line:
    // a 5,000-line file asks twenty cells of each).
    const cells = new Map<string, string>();
    for (const [k, v] of Object.entries(row.cells)) if (!cells.has(column(k))) cells.set(column(k), v);
    const cell = (name: string) => cells.get(name)?.trim() ?? '';
    const type = fold(cell('type'));
    const business = cell('raison_sociale');
    const isPro = type === '' ? business !== '' : ['pro', 'professionnel', 'professionnelle', 'entreprise', 'b2b'].includes(type);
    const civility = cell('civilite') === '' ? null : civilities[fold(cell('civilite'))];
    if (civility === undefined) { errors.push({ line: row.line, column: 'civilite', message: 'Civilité inconnue : écrivez M., Mme ou Mx (ou laissez vide).' }); continue; }
    const pipeCell = fold(cell('pipe'));
    const street = cell('adresse');
    const zipcode = cell('code_postal');
    const city = cell('ville');
    const country = cell('pays') || 'FR';
    const address = street !== '' ? {
      firstname: cell('prenom') || business || cell('nom'), lastname: cell('nom') || business, street, zipcode, city, country,
    } : null;
    const parsed = clientBodySchema.safeParse({
      isPro, pipe: pipeCell === 'prospect' ? 'prospect' : 'client', civility, firstname: cell('prenom'), lastname: cell('nom'), businessName: business,
      siret: cell('siret'), vatNumber: cell('tva'), email: cell('email'), phone: cell('telephone'), typology: cell('tarif'),
      tags: cell('etiquettes').split(',').map((t) => t.trim()).filter((t) => t !== ''), billingAddress: address, deliveryAddress: null,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors.push({ line: row.line, column: columnOfPath(issue.path), message: issue.message });
      continue;
    }
    clients.push({ line: row.line, body: parsed.data, city: city || null, department: departmentOf(zipcode, country) });
  }
  return { clients, errors };
}

const fieldColumns: Record<string, string> = {
  firstname: 'prenom', lastname: 'nom', businessName: 'raison_sociale', siret: 'siret', vatNumber: 'tva', email: 'email', phone: 'telephone',
  typology: 'tarif', tags: 'etiquettes', civility: 'civilite',
};
function columnOfPath(path: readonly PropertyKey[]): string | null {
  const [first, second] = path.map(String);
  if (first === 'billingAddress') return second === 'zipcode' ? 'code_postal' : second === 'city' ? 'ville' : second === 'country' ? 'pays' : 'adresse';
  return first ? fieldColumns[first] ?? first : null;
}

/**
 * Lines that are already clients of the shop (same e-mail, case aside, or same SIRET) or that repeat an earlier
 * line of the file: the import skips them, the preview says which and why.
 */
export function findDuplicates(lines: readonly ImportedClient[], existing: ReadonlyArray<{ id: number; email: string | null; siret: string | null }>): ImportDuplicate[] {
  const byEmail = new Map<string, number>();
  const bySiret = new Map<string, number>();
  for (const c of existing) {
    if (c.email) byEmail.set(c.email.toLowerCase(), c.id);
    if (c.siret) bySiret.set(c.siret, c.id);
  }
  const seenEmail = new Map<string, number>();
  const seenSiret = new Map<string, number>();
  const found: ImportDuplicate[] = [];
  for (const l of lines) {
    const email = l.body.email?.toLowerCase() ?? null;
    const siret = l.body.siret;
    const known = (email && byEmail.get(email)) || (siret && bySiret.get(siret)) || null;
    if (known) {
      found.push({ line: l.line, clientId: known, otherLine: null, reason: email && byEmail.get(email) === known ? `Déjà client (même e-mail ${email})` : `Déjà client (même SIRET ${siret})` });
    } else {
      const earlier = (email && seenEmail.get(email)) || (siret && seenSiret.get(siret)) || null;
      if (earlier) found.push({ line: l.line, clientId: null, otherLine: earlier, reason: `Même client que la ligne ${earlier}` });
    }
    if (email && !seenEmail.has(email)) seenEmail.set(email, l.line);
    if (siret && !seenSiret.has(siret)) seenSiret.set(siret, l.line);
  }
  return found;
}

/** The reason an agent reads for a line that is a client of the file not given to them (no name, no id). */
export const notYoursDuplicate = 'Déjà dans le fichier du domaine, sans vous être confié : demandez au producteur de vous le confier.';

/**
 * An agent's view of an import's duplicates (docs/decisions/crm-clients.md): a duplicate of a client given to them, or
 * of an earlier line, is shown as it is; one of a client they may not see is still left out (a client is one person
 * in the file) but says neither which client nor its id.
 */
export function duplicatesSeenBy(found: readonly ImportDuplicate[], visibleIds: ReadonlySet<number>): ImportDuplicate[] {
  return found.map((d) => (d.clientId === null || visibleIds.has(d.clientId) ? d : { ...d, clientId: null, reason: notYoursDuplicate }));
}
