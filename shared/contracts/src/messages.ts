/** French messages of the contract (spec points 5 and 8), defined once for forms and server. */
export const messages = {
  needed: 'Ce champ ne peut pas être vide',
  email: 'Le mail est incorrect',
  counter: 'Doit faire au maximum 50 caractères',
  password: 'Doit contenir une majuscule et plus de 5 caractères',
  badCredentials: 'Le mail et/ou le mot de passe sont incorrects.',
  unauthenticated: 'Veuillez vous connecter pour continuer.',
  forbidden: "Vous n'avez pas accès à cette ressource.",
  notFound: "Cette ressource n'existe pas.",
  unknownProduct: 'Produit inexistant',
  internal: "Une erreur est survenue. Si le problème persiste, contactez un administrateur.",
  invalidInput: 'Les données envoyées ne sont pas valides.',
} as const;
