import { escapeHtml, sandboxPage } from './sandbox-page';

/** Stripe's hosted onboarding as the sandbox shows it: one button finishes it, one leaves it unfinished. */
export function onboardingPage(input: { token: string; email: string | null; name: string | null }): string {
  const token = escapeHtml(input.token);
  const who = escapeHtml(input.name ?? input.email ?? 'votre entreprise');
  return sandboxPage({
    title: 'Inscription aux paiements (bac à sable Stripe)', accent: '#635bff',
    body: `  <h1>Recevoir les paiements par carte</h1>
  <p>Stripe vérifie l'identité et le compte bancaire de ${who} avant de lui verser les paiements de ses clients.</p>
  <p class="note">Page de test du bac à sable Stripe : aucune pièce n'est demandée, choisissez le résultat.</p>
  <div class="actions">
    <form method="post" action="/connect/onboarding/${token}/leave"><button type="submit" data-testid="onboarding-leave">Quitter sans terminer</button></form>
    <form method="post" action="/connect/onboarding/${token}/complete"><button type="submit" class="primary" data-testid="onboarding-complete">Terminer l'inscription</button></form>
  </div>`,
  });
}

/** A link that is unknown: nothing to do here. */
export function onboardingClosedPage(): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Inscription aux paiements</title></head>
<body style="font-family: system-ui, sans-serif; padding: 32px"><p>Ce lien d'inscription n'existe pas : repartez de vos réglages de paiement.</p></body></html>`;
}
