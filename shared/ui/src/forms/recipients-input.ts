import { addRecipient } from '@vendange/contracts';

export interface RecipientsState {
  /** The addresses once the typed text is taken in. */
  next: string[];
  /** What stays in the input: the refused addresses, so nothing typed is lost. */
  typed: string;
  error: string | null;
}

/**
 * Takes in the typed text. A paste of several addresses (comma, semicolon or space separated) adds
 * each valid one; the first refused address gives the message.
 */
export function commitTyped(value: readonly string[], typed: string): RecipientsState {
  let list = [...value];
  const refused: string[] = [];
  let error: string | null = null;
  for (const part of typed.split(/[\s,;]+/).filter(Boolean)) {
    const result = addRecipient(list, part);
    if (result.error) {
      refused.push(part);
      error ??= result.error;
    } else {
      list = result.list;
    }
  }
  return { next: list, typed: refused.join(' '), error };
}

export type RecipientsKeyResult = RecipientsState & {
  /** True when the key's default action (submitting the form, moving the focus) must be stopped. */
  preventDefault: boolean;
};

/**
 * What a key does in the recipients input (spec point 5): Enter or Tab adds the typed address,
 * Backspace on an empty input removes the last one. Null when the key keeps its usual meaning:
 * Enter on an empty input submits the form, Tab on an empty input moves on.
 */
export function recipientsKey(key: string, value: readonly string[], typed: string): RecipientsKeyResult | null {
  if (key === 'Backspace') {
    if (typed !== '' || value.length === 0) return null;
    return { next: value.slice(0, -1), typed: '', error: null, preventDefault: true };
  }
  if (key !== 'Enter' && key !== 'Tab') return null;
  if (typed.trim() === '') return null;
  const state = commitTyped(value, typed);
  // A refused address on Tab still lets the focus leave: keyboard users are never trapped.
  return { ...state, preventDefault: key === 'Enter' || state.error === null };
}
