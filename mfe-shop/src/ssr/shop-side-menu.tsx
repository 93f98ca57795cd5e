import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { TabLink } from '@vendange/store';
import { Icon } from './icons';

interface Props {
  shopName: string;
  links: TabLink[];
  /** The page shown (a tab or a sub-page). */
  activeId: string | null;
  shopPath: string;
  year: number;
  version: string | null;
  onClose: () => void;
}

/** Spec point 2 phone side menu for a visitor: the shop's tabs and sub-pages, copyright and version. */
export function ShopSideMenu({ shopName, links, activeId, shopPath, year, version, onClose }: Props) {
  const { t } = useLingui();
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose(); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  const pageLink = (page: TabLink, sub: boolean) => (
    <a key={page.id} href={`${shopPath}${page.search}`} className={sub ? 'sf-sub' : undefined} aria-current={page.id === activeId ? 'page' : undefined}
      onClick={onClose} data-testid="shop-menu-tab">{page.name}</a>
  );
  return (
    <div className="sf-layer" onClick={onClose}>
      <div id="sf-shop-menu" className="sf-drawer" role="dialog" aria-modal="true" aria-label={shopName} onClick={(e) => e.stopPropagation()} data-testid="shop-menu">
        <div className="sf-drawer-head">
          <span>{shopName}</span>
          <button ref={closeButton} type="button" className="sf-icon-btn" aria-label={t`Fermer le menu`} onClick={onClose}><Icon name="close" /></button>
        </div>
        <nav aria-label={t`Onglets de la boutique`}>
          {links.map((tab) => [pageLink(tab, false), ...tab.children.map((c) => pageLink(c, true))])}
        </nav>
        <div className="sf-drawer-foot" data-testid="shop-menu-footer">
          <p>© {year} {shopName}</p>
          {version ? <p><Trans>Version {version}</Trans></p> : null}
        </div>
      </div>
    </div>
  );
}
