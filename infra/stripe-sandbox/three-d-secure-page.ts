import { escapeHtml, sandboxPage } from './sandbox-page';

/** The bank's 3-D Secure challenge as the sandbox shows it: one button to pass, one to fail. */
export function threeDSecurePage(intent: { id: string; last4: string; brand: string }): string {
  const id = escapeHtml(intent.id);
  return sandboxPage({
    title: 'Authentification 3-D Secure (bac à sable)', accent: '#16a34a',
    body: `  <h1>Authentification de votre carte</h1>
  <p>Votre banque demande de confirmer l'enregistrement de la carte ${escapeHtml(intent.brand)} se terminant par ${escapeHtml(intent.last4)}.</p>
  <p class="note">Page de test du bac à sable Stripe : aucune banque n'est contactée, choisissez le résultat.</p>
  <div class="actions">
    <form method="post" action="/3ds/${id}/fail"><button type="submit" data-testid="3ds-fail">Échouer</button></form>
    <form method="post" action="/3ds/${id}/authenticate"><button type="submit" class="primary" data-testid="3ds-authenticate">Authentifier</button></form>
  </div>`,
  });
}

/** A short page for a challenge that no longer waits (already answered, or unknown). */
export function challengeClosedPage(): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Authentification 3-D Secure</title></head>
<body style="font-family: system-ui, sans-serif; padding: 32px"><p>Cette authentification n'est plus en attente.</p></body></html>`;
}
