import { useMemo, type ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router';
import type { MfeProps } from './types';

const toPath = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * A router controlled by the shell: the location comes in as a prop and every navigation goes back
 * out through `navigate`. The shell stays the only owner of history: no echo, no double pushes.
 */
export function MfeRouter({ location, navigate, children }: MfeProps & { children: ReactNode }) {
  const navigator = useMemo<Navigator>(() => ({
    createHref: toPath,
    encodeLocation: (to) => {
      const url = new URL(toPath(to), window.location.origin);
      return { pathname: url.pathname, search: url.search, hash: url.hash };
    },
    go: (delta) => window.history.go(delta),
    push: (to) => navigate(toPath(to)),
    replace: (to) => navigate(toPath(to), { replace: true }),
  }), [navigate]);
  return <Router location={location} navigator={navigator}>{children}</Router>;
}
