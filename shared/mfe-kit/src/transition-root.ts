import { startTransition, type ReactNode } from 'react';
import { createRoot, type Root, type RootOptions } from 'react-dom/client';

/**
 * A React root whose renders are transitions. A first screen (the chrome, a list of 25 orders with Chakra's
 * runtime styles) is hundreds of milliseconds of rendering on a phone; rendered as a transition, React works in
 * slices of a few milliseconds and lets the browser answer taps and paint between them, instead of one long task
 * (issue 16: the dashboard's Total Blocking Time). An update of an open screen keeps it shown until the new one is
 * ready, as a navigation should.
 */
export function createTransitionRoot(container: Element | DocumentFragment, options?: RootOptions): Root {
  const root = createRoot(container, options);
  return {
    render: (children: ReactNode) => startTransition(() => root.render(children)),
    unmount: () => root.unmount(),
  };
}
