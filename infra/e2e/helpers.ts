import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'Vendange2026';

/** The Authorization header of an API call made as the holder of `token`. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Logs in through mfe-auth's form, as a person would. */
export async function loginThroughForm(page: Page, email: string): Promise<void> {
  const form = page.getByTestId('login-form');
  await expect(form).toBeVisible();
  await form.getByLabel(/E-mail, identifiant/).fill(email);
  await form.getByLabel(/Mot de passe/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

/** Marks the window so that a full page reload can be detected afterwards. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => { (window as unknown as { __noReload: boolean }).__noReload = true; });
}

export async function expectNoReload(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
}

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The newest mail sent to `to` (the embedded default keeps mails in <DATA_DIR>/outbox), waiting for it. */
export async function readMail(to: string, subject?: RegExp, timeoutMs = 10_000): Promise<SentMail> {
  const { readdirSync, readFileSync } = await import('node:fs');
  const path = await import('node:path');
  const dir = path.join(process.env.VENDANGE_E2E_DATA_DIR ?? '', 'outbox');
  const until = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try { files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort().reverse(); } catch { /* not yet created */ }
    for (const f of files) {
      const mail = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as SentMail;
      if (mail.to.toLowerCase() === to.toLowerCase() && (!subject || subject.test(mail.subject))) return mail;
    }
    if (Date.now() > until) throw new Error(`No mail to ${to} in ${dir}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The first link of a mail that points into the platform (validate, reset password…). */
export const linkIn = (mail: SentMail, pathPart: string): string => {
  const m = new RegExp(`https?://[^\\s"<>]*${pathPart.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`).exec(mail.text);
  if (!m) throw new Error(`No ${pathPart} link in the mail "${mail.subject}"`);
  return m[0];
};

/**
 * Logs in through the API and hands the token to the page before its scripts run: fast, for specs
 * about what a signed-in user sees (the form itself is covered by auth-login.spec.ts).
 */
export async function loginThroughApi(page: Page, email: string): Promise<void> {
  const jwt = await tokenOf(page.request, email);
  await page.addInitScript((token) => localStorage.setItem('vendange.jwt', token), jwt);
}

/** A session token of a demo account, for API calls a test makes on someone's behalf. */
export async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/v1/auth/login', { data: { email, password: PASSWORD } });
  expect(res.ok(), `login of ${email}: ${res.status()}`).toBe(true);
  return ((await res.json()) as { jwt: string }).jwt;
}
