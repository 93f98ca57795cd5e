/**
 * French messages of the validation rules (spec point 5). Where the spec says "not shown", the
 * message here is ours and recorded in docs/decisions/validation-rules.md.
 */
export const ruleMessages = {
  needed: 'Ce champ ne peut pas être vide',
  email: 'Le mail est incorrect',
  counter: 'Doit faire au maximum 50 caractères',
  url: "L'url n'est pas valide",
  number: 'Doit être un nombre',
  numberFloat: 'Doit être un nombre (virgule ou point pour les décimales)',
  mongoid: 'Doit être un code membre conforme',
  link: 'Seuls les lettres, les chiffres et les caractères _ % - sont acceptés',
  string: "Doit contenir au moins une lettre et plus d'un caractère",
  username: 'Seuls les lettres, les espaces, les tirets et les apostrophes sont acceptés (moins de 50 caractères)',
  telephone: "Ce numéro n'est pas valide",
  date: "La date indiquée n'est pas correct",
  postal: "Le code postal n'est pas correct",
  password: 'Doit contenir une majuscule et plus de 5 caractères',
  description: 'Doit contenir entre 11 et 5000 caractères',
  tva: 'La TVA doit être comprise entre 0 et 100',
  fee: 'Les frais de transports doivent être compris entre 0 et 25',
  promocode: 'Le code promo doit faire au maximum 15 caractères',
  tvacode: "Le code TVA doit contenir une lettre et plus d'un caractère",
  cardNumber: 'Mauvais numéro de carte',
  cardExpiration: "Date d'expiration invalide",
  cvv: 'CVV invalide',
  country: 'Le code pays doit faire 2 ou 3 caractères',
  siret: 'Le SIRET doit faire 14 chiffres (ou SIREN 9 chiffres et NIC 5 chiffres)',
  recipientsEmpty: 'Veuillez renseigner au moins une adresse mail.',
  recipientInvalid: (address: string) => `L'adresse "${address}" est invalide.`,
  cgu: "Vous devez accepter les conditions générales d'utilisation.",
} as const;
