export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A page of the sandbox standing for one of Stripe's or the bank's (3-D Secure, onboarding): a title, some text,
 * and a row of buttons each posting a form; `accent` colours the primary one. `body` is HTML already escaped.
 */
export function sandboxPage(input: { title: string; accent: string; body: string }): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f4f5; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgba(0,0,0,.08); padding: 32px; max-width: 460px; }
  h1 { font-size: 1.25rem; margin-top: 0; }
  p { color: #3f3f46; line-height: 1.5; }
  .actions { display: flex; gap: 12px; margin-top: 24px; flex-wrap: wrap; }
  form { flex: 1; display: flex; }
  button { flex: 1; font-size: 1rem; padding: 12px; border-radius: 8px; border: 1px solid #d4d4d8; cursor: pointer; background: #fff; }
  button.primary { background: ${input.accent}; border-color: ${input.accent}; color: #fff; }
  .note { font-size: .85rem; color: #71717a; }
</style>
</head>
<body>
<main>
${input.body}
</main>
</body>
</html>`;
}
