/**
 * CRM clients' names, lists, checks and paths, without zod (their schemas are in crm-clients.ts): the client forms and
 * lists draw with these before any schema is fetched (docs/decisions/front-end-performance.md, session 31).
 */
export const clientPipes = ['client', 'prospect'] as const;

/** Spec point 3 "client civilities" (the reference list; codes stored, labels shown). */
export const clientCivilities = ['mr', 'mrs', 'mx'] as const;
export const civilityLabels: Record<(typeof clientCivilities)[number], string> = { mr: 'M.', mrs: 'Mme', mx: 'Mx' };

export const clientSources = ['staff', 'order', 'link', 'import', 'seed'] as const;

export const crmClientMessages = {
  lastnameNeeded: 'Indiquez le nom du client (ou choisissez « professionnel » et sa raison sociale).',
  businessNeeded: 'Indiquez la raison sociale de ce professionnel.',
  siretLuhn: 'Ce SIRET n’existe pas (la clé de contrôle ne correspond pas) : vérifiez les 14 chiffres.',
  vat: 'Le numéro de TVA intracommunautaire doit commencer par le code pays (FR12345678901, BE0123456789…).',
  tag: 'Une étiquette fait au plus 30 caractères, sans virgule ni point-virgule.',
  tooManyTags: 'Un client porte au plus 20 étiquettes.',
  unknownTypology: 'Ce tarif n’existe pas dans votre boutique : choisissez-en un de la liste.',
  notFound: 'Ce client n’existe pas dans votre fichier clients : choisissez-en un autre.',
  merged: 'Ce client a été fusionné avec un autre : ouvrez la fiche du client conservé.',
  mergeSelf: 'Choisissez deux clients différents à fusionner.',
  contactNotFound: 'Ce contact n’existe plus sur cette fiche : rechargez la page.',
  duplicateEmail: 'Un autre client de votre fichier a déjà cette adresse e-mail : ouvrez sa fiche ou fusionnez-les.',
  duplicateSiret: 'Un autre client de votre fichier a déjà ce SIRET : ouvrez sa fiche ou fusionnez-les.',
  noteEmpty: 'Écrivez la note avant de l’enregistrer.',
  importNotRevertible: 'Seul un import terminé peut être annulé : celui-ci n’a créé aucun client.',
} as const;

/** Undoing a client import is refused while some of the clients it created have a life of their own. */
export const clientImportRevertRefused = (count: number): string =>
  count === 1
    ? '1 client créé par cet import a déjà des documents (commande, devis, facture, échantillon ou opportunité) ou a été fusionné : l’import ne peut plus être annulé, les clients restent dans votre fichier.'
    : `${count} clients créés par cet import ont déjà des documents (commandes, devis, factures, échantillons ou opportunités) ou ont été fusionnés : l’import ne peut plus être annulé, les clients restent dans votre fichier.`;

/** The SIRET key (Luhn), La Poste's establishments aside (their SIREN 356000000 uses a sum multiple of 5). */
export function isSiretValid(siret: string): boolean {
  if (!/^\d{14}$/.test(siret)) return false;
  if (siret.startsWith('356000000')) return [...siret].reduce((s, d) => s + Number(d), 0) % 5 === 0;
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    let d = Number(siret[13 - i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return sum % 10 === 0;
}

/** An intra-community VAT number: two letters and 2 to 13 letters or digits, spaces removed, upper-case. */
export const normalizeVatNumber = (v: string): string => v.replace(/[\s.-]+/g, '').toUpperCase();
export const isVatNumber = (v: string): boolean => /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(normalizeVatNumber(v));

/**
 * The French department of a postcode (spec point 9: 1 to 95, 2A/2B for Corsica, overseas 971…976), or null
 * outside France.
 */
export function departmentOf(zipcode: string | null | undefined, country: string | null | undefined = 'FR'): string | null {
  if (!zipcode || (country && country.toUpperCase() !== 'FR')) return null;
  const z5 = zipcode.replace(/\s+/g, '');
  if (!/^\d{5}$/.test(z5)) return null;
  if (z5.startsWith('97') || z5.startsWith('98')) return z5.slice(0, 3);
  if (z5.startsWith('20')) return Number(z5) < 20200 ? '2A' : '2B';
  return z5.slice(0, 2);
}

export const clientImportColumns = ['type', 'civilite', 'prenom', 'nom', 'raison_sociale', 'siret', 'tva', 'email', 'telephone', 'adresse', 'code_postal', 'ville', 'pays', 'tarif', 'etiquettes', 'pipe'] as const;
export const clientImportTemplate = `${clientImportColumns.join(';')}\n`;

/** The French CSV of a list of clients: `;` separated, UTF-8 with BOM (Excel opens it as is). */
export const clientCsvHeaders = ['Type', 'Civilité', 'Prénom', 'Nom', 'Raison sociale', 'SIRET', 'TVA intracom.', 'E-mail', 'Téléphone', 'Code postal', 'Ville', 'Département', 'Tarif', 'Étiquettes', 'Pipe', 'Consentement marketing', 'Créé le'] as const;

export const crmClientPaths = {
  list: '/v1/clients',
  export: '/v1/clients/export.csv',
  typologies: '/v1/clients/typologies',
  imports: '/v1/clients/imports',
  merge: '/v1/clients/merge',
  contacts: (clientId: number) => `/v1/clients/${clientId}/contacts`,
  contact: (clientId: number, contactId: number) => `/v1/clients/${clientId}/contacts/${contactId}`,
  importRevert: (importId: number) => `/v1/clients/imports/${importId}/revert`,
} as const;

