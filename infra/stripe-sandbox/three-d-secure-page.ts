const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The bank's 3-D Secure challenge as the sandbox shows it: one button to pass, one to fail. */
export function threeDSecurePage(intent: { id: string; last4: string; brand: string }): string {
  const id = escapeHtml(intent.id);
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Authentification 3-D Secure (bac à sable)</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f4f5; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgba(0,0,0,.08); padding: 32px; max-width: 420px; }
  h1 { font-size: 1.25rem; margin-top: 0; }
  p { color: #3f3f46; line-height: 1.5; }
  .actions { display: flex; gap: 12px; margin-top: 24px; }
  form { flex: 1; display: flex; }
  button { flex: 1; font-size: 1rem; padding: 12px; border-radius: 8px; border: 1px solid #d4d4d8; cursor: pointer; background: #fff; }
  button.primary { background: #16a34a; border-color: #16a34a; color: #fff; }
  .note { font-size: .85rem; color: #71717a; }
</style>
</head>
<body>
<main>
  <h1>Authentification de votre carte</h1>
  <p>Votre banque demande de confirmer l'enregistrement de la carte ${escapeHtml(intent.brand)} se terminant par ${escapeHtml(intent.last4)}.</p>
  <p class="note">Page de test du bac à sable Stripe : aucune banque n'est contactée, choisissez le résultat.</p>
  <div class="actions">
    <form method="post" action="/3ds/${id}/fail"><button type="submit" data-testid="3ds-fail">Échouer</button></form>
    <form method="post" action="/3ds/${id}/authenticate"><button type="submit" class="primary" data-testid="3ds-authenticate">Authentifier</button></form>
  </div>
</main>
</body>
</html>`;
}

/** A short page for a challenge that no longer waits (already answered, or unknown). */
export function challengeClosedPage(): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Authentification 3-D Secure</title></head>
<body style="font-family: system-ui, sans-serif; padding: 32px"><p>Cette authentification n'est plus en attente.</p></body></html>`;
}
