// Samples' statuses, moves, dates and messages without zod (their schemas are in samples.ts): the sample screens draw
// with them before any schema is fetched (docs/decisions/front-end-performance.md, session 31).

/**
 * Samples (échantillons, issue 19, docs/decisions/samples.md): bottles sent free of charge to a professional client
 * or prospect of the shop's CRM to win an order, and followed up. Sending one takes its bottles out of the stock
 * ledger (reason 'sample', a duty-paid exit for the DRM: DOMAIN.md, "Échantillons").
 */

export const sampleStatuses = ['prepared', 'sent', 'answered', 'ordered', 'cancelled'] as const;
export type SampleStatus = (typeof sampleStatuses)[number];

/** What the producer does to a sample; each moves it from some statuses only (sampleMoveAllowed). */
export const sampleActions = ['send', 'answer', 'order', 'cancel', 'followUp'] as const;
export type SampleAction = (typeof sampleActions)[number];

const FROM: Record<SampleAction, readonly SampleStatus[]> = {
  send: ['prepared'],
  // A second answer corrects the first (the client called back).
  answer: ['sent', 'answered'],
  // The client may order without a word first.
  order: ['sent', 'answered'],
  // Once sent the bottles have left the cellar: the exit stays in the ledger, the sample cannot be undone.
  cancel: ['prepared'],
  // Only a sample waiting for its answer is followed up.
  followUp: ['sent'],
};

/** Whether `action` applies to a sample in `status`. */
export function sampleMoveAllowed(status: SampleStatus, action: SampleAction): boolean {
  return FROM[action].includes(status);
}

/** The follow-up's default: this many days after the sample left. */
export const SAMPLE_FOLLOW_UP_DAYS = 14;

/** A calendar day (YYYY-MM-DD) plus `days`, as a calendar day. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The follow-up day of a sample sent on `sentOn` (YYYY-MM-DD, Paris), unless the producer chose one. */
export function followUpOf(sentOn: string, chosen?: string | null): string {
  return chosen ?? addDays(sentOn, SAMPLE_FOLLOW_UP_DAYS);
}

/** « À relancer »: sent, not answered, and its follow-up day has come (`today` YYYY-MM-DD, Paris). */
export function sampleDue(s: { status: SampleStatus; followUpOn: string | null }, today: string): boolean {
  return s.status === 'sent' && s.followUpOn !== null && s.followUpOn <= today;
}

/**
 * Unsolicited samples to consumers are banned since 2022 (DOMAIN.md): a private client gets one only when they
 * asked for it. Answers the refusal's message, or null when the sample may go.
 */
export function consumerSampleRefusal(client: { isPro: boolean }, requestedByClient: boolean): string | null {
  return client.isPro || requestedByClient ? null : sampleMessages.consumer;
}

/** ECH-<year>-<n>: a sample's number, its own series per shop and year. */
export const sampleNumber = (year: number, n: number) => `ECH-${year}-${String(n).padStart(4, '0')}`;

export const sampleMessages = {
  consumer: "Depuis 2022, un échantillon ne s'envoie à un particulier que s'il l'a demandé : cochez « demandé par le client » si c'est le cas, sinon choisissez un client professionnel.",
  unknown: "Cet échantillon n'existe pas ou n'est pas le vôtre.",
  clientUnknown: "Ce client n'existe pas dans votre fichier clients : choisissez-en un autre.",
  productUnknown: (n: number) => `Ligne ${n} : ce produit ou ce format n'est pas au catalogue de la boutique. Choisissez-en un autre.`,
  notGoods: (label: string) => `« ${label} » n'est pas une bouteille : un échantillon ne contient que des vins du catalogue.`,
  cancelSent: "Cet échantillon est déjà parti : les bouteilles sont sorties du stock, il ne peut plus être annulé. Enregistrez plutôt la réponse du client.",
  move: {
    send: "Seul un échantillon préparé peut être marqué comme envoyé : celui-ci l'est déjà, ou a été annulé.",
    answer: "Enregistrez la réponse d'un échantillon envoyé : celui-ci n'est pas encore parti, ou est clos.",
    order: "Seul un échantillon envoyé se lie à une commande : marquez-le d'abord comme envoyé.",
    cancel: 'Cet échantillon est déjà clos : il ne peut plus être annulé.',
    followUp: "La date de relance se règle sur un échantillon envoyé qui attend la réponse du client.",
  } satisfies Record<SampleAction, string>,
  orderUnknown: "Cette commande n'existe pas dans votre boutique : choisissez une commande (pas un devis) de ce client.",
  chooseClient: "Choisissez le client à qui envoyer l'échantillon.",
  noLine: 'Ajoutez au moins un vin.',
  quantity: 'Entre 1 et 120 bouteilles par ligne.',
  followUpPast: "La date de relance ne peut pas précéder l'envoi : choisissez le jour de l'envoi ou plus tard.",
} as const;

