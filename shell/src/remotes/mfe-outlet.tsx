import { Box } from '@chakra-ui/react';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { mountRootParcel, type Parcel } from 'single-spa';
import { isChunkLoadError, reloadAfterChunkError, type MfeProps } from '@vendange/mfe-kit';
import { ErrorScreen, PageLoader } from '@vendange/ui';
import { navigationPendingAtom } from '../global/navigation-state';
import { loadLifecycles } from './remote-loader';

/** Mounts the MFE that owns the current route as a single-spa parcel; its failure stays in this box. */
export function MfeOutlet({ mfe }: { mfe: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<Parcel<MfeProps> | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<'loading' | 'mounted' | 'error'>('loading');
  const [error, setError] = useState<string>();
  const setPending = useSetAtom(navigationPendingAtom);
  const propsRef = useRef<MfeProps>(null as unknown as MfeProps);
  propsRef.current = {
    location: { pathname: location.pathname, search: location.search, hash: location.hash },
    navigate: (to, options) => navigate(to, { replace: options?.replace ?? false }),
  };

  useEffect(() => {
    let cancelled = false;
    setState('loading');
    loadLifecycles(mfe)
      .then((lifecycles) => {
        if (cancelled || !ref.current) return;
        const parcel = mountRootParcel(lifecycles, { ...propsRef.current, domElement: ref.current });
        parcelRef.current = parcel;
        parcel.mountPromise.then(() => !cancelled && setState('mounted'), (err: unknown) => {
          if (!cancelled) { setError(String(err)); setState('error'); }
        });
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        // A deployment replaced the remote under the page: one reload fetches the new one.
        if (isChunkLoadError(err) && reloadAfterChunkError()) return;
        setError(err instanceof Error ? err.message : String(err));
        setState('error');
      });
    return () => {
      cancelled = true;
      const parcel = parcelRef.current;
      parcelRef.current = null;
      if (parcel) void parcel.mountPromise.then(() => parcel.unmount()).catch(() => undefined);
    };
  }, [mfe]);

  useEffect(() => {
    setPending(state === 'loading');
    return () => setPending(false);
  }, [state, setPending]);

  useEffect(() => {
    const parcel = parcelRef.current;
    if (parcel && state === 'mounted' && parcel.getStatus() === 'MOUNTED') void parcel.update?.(propsRef.current);
  }, [location.pathname, location.search, location.hash, state]);

  return (
    // The loader lies over the outlet instead of above the MFE's box: the MFE commits its first screen a frame
    // before the parcel says it is mounted, and a loader in the flow pushed that screen 160 px down for a frame,
    // then let it jump up (Lighthouse's layout shift of 0.07-0.09 on every dashboard page).
    <Box data-outlet={mfe} flex="1" minW="0" position="relative" minH={state === 'loading' ? '40' : undefined}>
      {state === 'loading' ? <Box position="absolute" insetX="0" top="0"><PageLoader /></Box> : null}
      {state === 'error' ? <ErrorScreen detail={error} /> : null}
      <div ref={ref} style={state === 'error' ? { display: 'none' } : undefined} />
    </Box>
  );
}
