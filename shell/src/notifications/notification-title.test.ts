import type { I18n, MessageDescriptor } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { notificationTitles } from '@vendange/contracts';
import { shownTitle } from './notification-title';

// The lingui macro is compiled by the apps' build; here its descriptor carries the French source text.
vi.mock('@lingui/core/macro', () => ({ msg: (parts: TemplateStringsArray) => ({ id: parts.join(''), message: parts.join('') }) }));

// Stands for the English catalogue: says which interface message it was asked for.
const english = { _: (d: MessageDescriptor) => `EN:${d.message ?? d.id}` } as unknown as I18n;

describe('shownTitle', () => {
  it('gives every title the services write as the interface message of the same French text', () => {
    for (const title of Object.values(notificationTitles)) expect(shownTitle(title, english)).toBe(`EN:${title}`);
  });

  it('shows a title the app does not know as stored', () => {
    expect(shownTitle('Rappel du domaine', english)).toBe('Rappel du domaine');
  });
});
