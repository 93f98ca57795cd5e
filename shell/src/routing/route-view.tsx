import { useAtomValue } from 'jotai';
import { Navigate, useLocation } from 'react-router';
import { subjectFromUser } from '@vendange/access';
import { guard, matchRoute } from '@vendange/route-registry';
import { currentShopAtom, sessionAtom } from '@vendange/store';
import { NotFound, PageLoader } from '@vendange/ui';
import { layouts } from '../layouts/layouts';
import { MfeOutlet } from '../remotes/mfe-outlet';
import { tourModeHome } from '../chrome/tour-mode';

/** Resolves the current path through the registry: guard, then the owner MFE inside its layout. */
export function RouteView() {
  const location = useLocation();
  const session = useAtomValue(sessionAtom);
  const shop = useAtomValue(currentShopAtom);
  if (!session.ready) return <PageLoader />;
  const match = matchRoute(location.pathname);
  if (!match) return <NotFound />;
  const subject = subjectFromUser(session.user);
  // An agent in tour mode starts their day on their visits rather than on the home (docs/decisions/agents.md).
  const tourHome = tourModeHome(subject?.role ?? null, location.pathname, document.cookie);
  if (tourHome) return <Navigate to={tourHome} replace />;
  const staff = subject && (subject.role === 'owner' || subject.role === 'iam');
  if (staff && !shop && match.entry.access.kind === 'roles') return <PageLoader />;
  const decision = guard(match.entry, location.pathname, { subject, shop, requested: location.pathname + location.search });
  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  const Layout = layouts[match.entry.layout];
  return (
    <Layout>
      <MfeOutlet key={match.entry.mfe} mfe={match.entry.mfe} />
    </Layout>
  );
}
