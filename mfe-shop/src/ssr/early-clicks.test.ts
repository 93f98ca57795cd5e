import { describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from './early-clicks';

/** Just enough of the DOM: a document dispatching clicks to capture listeners, and buttons. */
function fakePage() {
  const listeners = new Set<(e: Event) => void>();
  const doc = {
    addEventListener: (_: string, fn: (e: Event) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (e: Event) => void) => listeners.delete(fn),
  } as unknown as Document;
  const inside = new Set<unknown>();
  const root = { contains: (node: unknown) => inside.has(node) } as unknown as HTMLElement;
  const clicked: string[] = [];
  const button = (name: string, opts: { inRoot?: boolean; disabled?: boolean } = {}) => {
    const b = { disabled: opts.disabled ?? false, isConnected: true, click: () => clicked.push(name), closest: () => b };
    if (opts.inRoot !== false) inside.add(b);
    return b as unknown as HTMLButtonElement;
  };
  const dispatch = (target: HTMLElement) => {
    const event = { target, preventDefault: vi.fn(), stopImmediatePropagation: vi.fn() };
    for (const fn of listeners) fn(event as unknown as Event);
    return event;
  };
  return { doc, root, button, dispatch, clicked, listeners };
}

describe('holdEarlyClicks', () => {
  it('holds clicks on the page\'s buttons until released, then clicks them again in order', () => {
    const page = fakePage();
    const release = holdEarlyClicks(page.doc, page.root);
    const yes = page.button('yes');
    const add = page.button('add');
    const event = page.dispatch(yes);
    page.dispatch(add);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(event.stopImmediatePropagation).toHaveBeenCalled();
    expect(page.clicked).toEqual([]);
    release();
    expect(page.clicked).toEqual(['yes', 'add']);
    expect(page.listeners.size).toBe(0);
  });

  it('lets through clicks outside the page, on disabled buttons, and skips buttons gone by then', () => {
    const page = fakePage();
    const release = holdEarlyClicks(page.doc, page.root);
    const outside = page.dispatch(page.button('outside', { inRoot: false }));
    const disabled = page.dispatch(page.button('disabled', { disabled: true }));
    expect(outside.preventDefault).not.toHaveBeenCalled();
    expect(disabled.preventDefault).not.toHaveBeenCalled();
    const gone = page.button('gone');
    page.dispatch(gone);
    (gone as unknown as { isConnected: boolean }).isConnected = false;
    release();
    expect(page.clicked).toEqual([]);
  });
});
