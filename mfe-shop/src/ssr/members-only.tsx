import { Trans } from '@lingui/react/macro';
import { getHref } from '@vendange/route-registry';
import { Icon } from './icons';

/** Spec point 1: the shop shows its prices to members only; the visitor is invited to register or sign in. */
export function MembersOnly({ shopCode, here }: { shopCode: string; here: string }) {
  return (
    <section className="sf-notice" data-testid="members-only">
      <p><strong style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}><Icon name="lock" size={18} /><Trans>Prix réservés aux membres</Trans></strong></p>
      <p className="sf-small"><Trans>Ce producteur réserve ses prix à ses clients inscrits. Créez votre compte acheteur chez lui, ou connectez-vous, pour les voir et commander.</Trans></p>
      <div className="sf-notice-actions">
        <a className="sf-btn sf-btn-solid" href={getHref('registerKind', { kind: 'buyer' }, { id: shopCode })} data-testid="members-only-register"><Trans>Créer mon compte acheteur</Trans></a>
        <a className="sf-btn sf-btn-brand-outline" href={getHref('login', {}, { id: shopCode, redirectLink: here })} data-testid="members-only-login"><Trans>Se connecter</Trans></a>
      </div>
    </section>
  );
}

/** The health warning the law asks next to alcohol offers. */
export function HealthWarning() {
  return (
    <p className="sf-small sf-muted sf-center" data-testid="health-warning">
      <Trans>L'abus d'alcool est dangereux pour la santé, à consommer avec modération.</Trans>
    </p>
  );
}
