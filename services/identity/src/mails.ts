import type { OutgoingMail } from '@vendange/service-kit';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function mail(to: string, subject: string, lines: string[], link: { href: string; label: string }): OutgoingMail {
  const text = [...lines, '', `${link.label} : ${link.href}`, '', "L'équipe Vendange"].join('\n');
  const html = `<div style="font-family:sans-serif;max-width:560px">${lines.map((l) => `<p>${escape(l)}</p>`).join('')}`
    + `<p><a href="${escape(link.href)}" style="background:#219EBC;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escape(link.label)}</a></p>`
    + `<p style="color:#666;font-size:12px">${escape(link.href)}</p><p>L'équipe Vendange</p></div>`;
  return { to, subject, text, html };
}

/** The mails identity sends, in French (the platform's language for accounts). */
export const identityMails = {
  validate: (to: string, firstname: string, href: string) => mail(to, 'Confirmez votre adresse e-mail', [
    `Bonjour ${firstname},`,
    'Bienvenue sur Vendange ! Pour confirmer votre adresse e-mail, ouvrez le lien ci-dessous (valable 7 jours).',
  ], { href, label: 'Confirmer mon adresse' }),

  reset: (to: string, firstname: string, href: string) => mail(to, 'Réinitialisation de votre mot de passe', [
    `Bonjour ${firstname},`,
    "Vous avez demandé à changer votre mot de passe. Ouvrez le lien ci-dessous (valable 1 heure) pour en choisir un nouveau.",
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
  ], { href, label: 'Choisir un nouveau mot de passe' }),

  emailChange: (to: string, firstname: string, href: string) => mail(to, 'Confirmez votre nouvelle adresse e-mail', [
    `Bonjour ${firstname},`,
    'Vous avez demandé à utiliser cette adresse pour votre compte Vendange. Ouvrez le lien ci-dessous (valable 7 jours) pour la confirmer : elle remplacera alors votre adresse actuelle, y compris pour vous connecter.',
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre compte reste inchangé.",
  ], { href, label: 'Confirmer ma nouvelle adresse' }),

  invitation: (to: string, firstname: string, shopName: string, href: string) => mail(to, `${shopName} vous invite sur Vendange`, [
    `Bonjour ${firstname},`,
    `${shopName} vous a ajouté comme collaborateur sur Vendange. Choisissez votre mot de passe avec le lien ci-dessous (valable 7 jours), puis connectez-vous avec cette adresse e-mail.`,
  ], { href, label: 'Choisir mon mot de passe' }),
};
