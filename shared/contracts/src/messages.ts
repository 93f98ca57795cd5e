import { ruleMessages } from './rules/messages';

/** French messages of the contract (spec points 5 and 8), defined once for forms and server. */
export const messages = {
  needed: ruleMessages.needed,
  email: ruleMessages.email,
  counter: ruleMessages.counter,
  password: ruleMessages.password,
  badCredentials: 'Le mail et/ou le mot de passe sont incorrects.',
  unauthenticated: 'Veuillez vous connecter pour continuer.',
  forbidden: "Vous n'avez pas accès à cette ressource.",
  notFound: "Cette ressource n'existe pas.",
  unknownProduct: 'Produit inexistant',
  internal: "Une erreur est survenue. Si le problème persiste, contactez un administrateur.",
  invalidInput: 'Les données envoyées ne sont pas valides.',
  tooManyAttempts: 'Trop de tentatives. Réessayez dans quelques minutes.',
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous ou réinitialisez votre mot de passe.',
  shopCodeUnknown: "Cette boutique n'existe pas.",
  registered: 'Votre compte est créé. Un e-mail vous a été envoyé pour confirmer votre adresse.',
  emailValidated: 'Votre adresse e-mail est confirmée.',
  linkInvalid: "Ce lien n'est plus valide. Demandez-en un nouveau.",
  resetSent: 'Si un compte existe pour cette adresse, un e-mail avec un lien de réinitialisation vient de lui être envoyé.',
  passwordChanged: 'Votre mot de passe est modifié. Vous pouvez vous connecter.',
  cartChanged: 'Votre panier a été modifié depuis un autre onglet ou appareil : il vient d’être rechargé. Vérifiez-le avant de continuer.',
  collaboratorSaved: 'Le collaborateur est enregistré.',
  collaboratorInvited: 'Le collaborateur est ajouté. Il a reçu un e-mail pour choisir son mot de passe.',
  cannotEditSelf: 'Vous ne pouvez pas modifier vos propres droits.',
  cannotGrant: 'Vous ne pouvez pas accorder un droit que vous ne possédez pas.',
} as const;
