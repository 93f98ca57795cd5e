import { describe, expect, it, vi } from 'vitest';

// What the root under test was asked, and whether each render ran inside a transition.
const seen = vi.hoisted(() => ({ inTransition: false, renders: [] as Array<{ children: unknown; inTransition: boolean }>, unmounts: 0 }));
vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react')>()),
  startTransition: (scope: () => void) => {
    seen.inTransition = true;
    try { scope(); } finally { seen.inTransition = false; }
  },
}));
vi.mock('react-dom/client', () => ({
  createRoot: () => ({
    render: (children: unknown) => seen.renders.push({ children, inTransition: seen.inTransition }),
    unmount: () => { seen.unmounts += 1; },
  }),
}));

const { createTransitionRoot } = await import('./transition-root');

describe('createTransitionRoot', () => {
  it('renders every tree inside a transition, and unmounts', () => {
    const root = createTransitionRoot({} as Element);
    root.render('Commandes');
    root.render('Clients');
    expect(seen.renders).toEqual([{ children: 'Commandes', inTransition: true }, { children: 'Clients', inTransition: true }]);
    root.unmount();
    expect(seen.unmounts).toBe(1);
  });
});
