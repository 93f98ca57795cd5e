const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Stripe's hosted onboarding as the sandbox shows it: one button finishes it, one leaves it unfinished. */
export function onboardingPage(input: { token: string; email: string | null; name: string | null }): string {
  const token = escapeHtml(input.token);
  const who = escapeHtml(input.name ?? input.email ?? 'votre entreprise');
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Inscription aux paiements (bac à sable Stripe)</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f4f5; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgba(0,0,0,.08); padding: 32px; max-width: 460px; }
  h1 { font-size: 1.25rem; margin-top: 0; }
  p { color: #3f3f46; line-height: 1.5; }
  .actions { display: flex; gap: 12px; margin-top: 24px; flex-wrap: wrap; }
  form { flex: 1; display: flex; }
  button { flex: 1; font-size: 1rem; padding: 12px; border-radius: 8px; border: 1px solid #d4d4d8; cursor: pointer; background: #fff; }
  button.primary { background: #635bff; border-color: #635bff; color: #fff; }
  .note { font-size: .85rem; color: #71717a; }
</style>
</head>
<body>
<main>
  <h1>Recevoir les paiements par carte</h1>
  <p>Stripe vérifie l'identité et le compte bancaire de ${who} avant de lui verser les paiements de ses clients.</p>
  <p class="note">Page de test du bac à sable Stripe : aucune pièce n'est demandée, choisissez le résultat.</p>
  <div class="actions">
    <form method="post" action="/connect/onboarding/${token}/leave"><button type="submit" data-testid="onboarding-leave">Quitter sans terminer</button></form>
    <form method="post" action="/connect/onboarding/${token}/complete"><button type="submit" class="primary" data-testid="onboarding-complete">Terminer l'inscription</button></form>
  </div>
</main>
</body>
</html>`;
}

/** A link that is unknown: nothing to do here. */
export function onboardingClosedPage(): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Inscription aux paiements</title></head>
<body style="font-family: system-ui, sans-serif; padding: 32px"><p>Ce lien d'inscription n'existe pas : repartez de vos réglages de paiement.</p></body></html>`;
}
