import type { MessageDescriptor } from '@lingui/core';
import { mutate } from 'swr';
import type { SampleStatus } from '@vendange/contracts';

/** A sample's status, as the list, the filter and the detail read it. */
export const sampleStatusLabels: Record<SampleStatus, MessageDescriptor> = {
  prepared: /*i18n*/ { id: 'sample.status.prepared', message: 'Préparé' },
  sent: /*i18n*/ { id: 'sample.status.sent', message: 'Envoyé' },
  answered: /*i18n*/ { id: 'sample.status.answered', message: 'Réponse reçue' },
  ordered: /*i18n*/ { id: 'sample.status.ordered', message: 'Commandé' },
  cancelled: /*i18n*/ { id: 'sample.status.cancelled', message: 'Annulé' },
};

/** Badge colours: waiting for the client (orange), won (green), the rest grey or red. */
export const sampleStatusPalette: Record<SampleStatus, string> = {
  prepared: 'gray', sent: 'orange', answered: 'blue', ordered: 'green', cancelled: 'red',
};

/** The list's filter: a status, or « à relancer » (sent, unanswered, its follow-up day come). */
export type SampleFilter = SampleStatus | 'due' | '';

/** The list's query for a filter (`due=true` for « à relancer »). */
export function sampleFilterQuery(filter: SampleFilter): { status?: SampleStatus; due?: 'true' } {
  if (filter === 'due') return { due: 'true' };
  return filter ? { status: filter } : {};
}

/** The filter kept in the URL (?filter=due, ?filter=sent…); anything else is no filter. */
export function sampleFilterOf(search: string): SampleFilter {
  const value = new URLSearchParams(search).get('filter') ?? '';
  return value === 'due' || Object.hasOwn(sampleStatusPalette, value) ? (value as SampleFilter) : '';
}

/** The CRM client the list is narrowed to (?clientId=, a link from the client's page), or null. */
export function sampleClientOf(search: string): number | null {
  const value = new URLSearchParams(search).get('clientId') ?? '';
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** The URL's query for a filter, keeping the client the list is narrowed to. */
export function samplesSearch(search: string, filter: SampleFilter): string {
  const params = new URLSearchParams(search);
  if (filter) params.set('filter', filter); else params.delete('filter');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Samples read again after a change (sending one moves the stock too). */
export const refreshSamples = (): Promise<unknown> =>
  mutate((key: unknown) => typeof key === 'string' && /\/v1\/(?:orders\/samples|stocks)(?:[/?]|$)/.test(key));
