import { mail } from '../mails';

/** The invitation a producer sends an address that has no agent account yet: register as an agent, then the link is made. */
export const agentInvitationMail = (to: string, shopName: string, href: string) => mail(to, `${shopName} vous invite comme agent sur Vendange`, [
  'Bonjour,',
  `${shopName} souhaite travailler avec vous comme agent commercial sur Vendange. Créez votre compte d'agent avec cette adresse e-mail : vous serez relié à ${shopName} dès votre inscription, avec ses tarifs et vos commissions.`,
], { href, label: 'Créer mon compte agent' });

/** Mailed to an agent linked at once (they already have an account). */
export const agentLinkedMail = (to: string, firstname: string, shopName: string, href: string) => mail(to, `${shopName} vous ajoute comme agent`, [
  `Bonjour ${firstname},`,
  `${shopName} vous a ajouté comme agent commercial sur Vendange. Retrouvez ce producteur dans votre tableau de bord.`,
], { href, label: 'Ouvrir mon tableau de bord' });
