import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';
import { guardedPath } from './leave-links';

/**
 * Asks before leaving a form with unsaved changes: the browser's own prompt on reload or tab close,
 * and a confirmation before any link of the page, this MFE's or the shell's menus (caught in the
 * capture phase, before the routers see the click). Buttons of the shell that navigate by script,
 * and the browser's back button, are not covered.
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => { event.preventDefault(); };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const path = guardedPath({
        href: link.href, target: link.getAttribute('target'), download: link.hasAttribute('download'), button: event.button,
        modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey, defaultPrevented: event.defaultPrevented,
      }, window.location.href);
      if (path === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(path);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  const leave = useCallback((to: string) => (dirty ? setPending(to) : navigate(to)), [dirty, navigate]);

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={t`Quitter sans enregistrer ?`}
      message={t`Vos modifications ne sont pas enregistrées. Si vous quittez cette page, elles seront perdues.`}
      confirmLabel={t`Quitter sans enregistrer`}
      cancelLabel={t`Rester sur la page`}
      destructive
      onConfirm={() => { const to = pending; setPending(null); if (to) navigate(to); }}
      onCancel={() => setPending(null)}
    />
  );
  return { leave, dialog };
}
