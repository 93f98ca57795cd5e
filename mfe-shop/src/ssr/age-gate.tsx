import { Trans } from '@lingui/react/macro';
import { getHref } from '@vendange/route-registry';
import { useEffect, useRef } from 'react';

/**
 * Spec point 4 age question, drawn by the server when the visitor has no `isOver18` cookie, so it is
 * there from the first paint. "Non" is a plain link to the auth page; "Oui" sets the cookie (script).
 */
export function AgeGate({ onConfirm }: { onConfirm: () => void }) {
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => yes.current?.focus(), []);
  return (
    <div className="sf-layer sf-gate-layer">
      <div className="sf-gate" role="alertdialog" aria-modal="true" aria-labelledby="sf-gate-title" aria-describedby="sf-gate-text" data-testid="age-gate">
        <h2 id="sf-gate-title"><Trans>Avez-vous 18 ans ou plus ?</Trans></h2>
        <p id="sf-gate-text"><Trans>La vente d'alcool est interdite aux mineurs. Pour entrer dans cette boutique, confirmez que vous avez l'âge légal.</Trans></p>
        <p className="sf-small sf-muted"><Trans>L'abus d'alcool est dangereux pour la santé, à consommer avec modération.</Trans></p>
        <div className="sf-gate-actions">
          <a className="sf-btn sf-btn-outline" href={getHref('login')} role="button"><Trans>Non</Trans></a>
          <button ref={yes} type="button" className="sf-btn sf-btn-solid" onClick={onConfirm}><Trans>Oui, j'ai 18 ans ou plus</Trans></button>
        </div>
      </div>
    </div>
  );
}
