/**
 * Main grape varieties grown in France (names as in the official French catalogue of vine
 * varieties), grouped by berry colour. Codes are the lower-case name without accents.
 */
const red = [
  'Abouriou', 'Aléatico', 'Aramon', 'Arrouya', 'Aspiran noir', 'Barbaroux', 'Bouchalès', 'Braquet', 'Brun argenté',
  'Cabernet franc', 'Cabernet sauvignon', 'Caladoc', 'Calitor', 'Carignan', 'Carmenère', 'César', 'Chatus', 'Cinsaut', 'Counoise',
  'Courbu noir', 'Duras', 'Fer servadou', 'Folle noire', 'Gamay', 'Gamay de Bouze', 'Grenache', 'Grolleau', 'Grolleau gris', 'Jurançon noir',
  'Lledoner pelut', 'Malbec', 'Manseng noir', 'Marselan', 'Mauzac noir', 'Merlot', 'Meunier', 'Mondeuse', 'Morrastel', 'Mourvèdre',
  'Négrette', 'Nielluccio', 'Persan', 'Petit verdot', 'Pineau d\'Aunis', 'Pinot noir', 'Poulsard', 'Prunelard', 'Sciaccarello',
  'Syrah', 'Tannat', 'Tempranillo', 'Terret noir', 'Tibouren', 'Trousseau', 'Vaccarèse', 'Villard noir', 'Pinotage', 'Egiodola', 'Joubertin', 'Mancin',
];
const white = [
  'Aligoté', 'Altesse', 'Arbane', 'Arrufiac', 'Auxerrois', 'Baroque', 'Bourboulenc', 'Chardonnay', 'Chasselas', 'Chenin',
  'Clairette', 'Colombard', 'Courbu', 'Folle blanche', 'Gewurztraminer', 'Grenache blanc', 'Grenache gris', 'Gros manseng', 'Jacquère', 'Len de l\'el',
  'Macabeu', 'Marsanne', 'Mauzac', 'Melon', 'Molette', 'Muscadelle', 'Muscat à petits grains blancs', 'Muscat d\'Alexandrie', 'Muscat ottonel', 'Ondenc',
  'Petit manseng', 'Petit meslier', 'Picardan', 'Picpoul', 'Pinot blanc', 'Piquepoul gris', 'Riesling', 'Rolle', 'Romorantin', 'Roussanne',
  'Sacy', 'Sauvignon', 'Sauvignon gris', 'Savagnin', 'Sémillon', 'Sylvaner', 'Terret blanc', 'Tourbat', 'Ugni blanc', 'Viognier',
  'Verdesse', 'Mondeuse blanche', 'Gringet', 'Chasan', 'Savagnin rose', 'Muscat à petits grains roses', 'Mauzac rose', 'Clairette rose', 'Vermentino', 'Sauvignon blanc', 'Pinot gris',
];

const codeOf = (name: string) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export const grapeVarietyItems = [
  ...red.map((label) => ({ code: codeOf(label), label, group: 'rouge' })),
  ...white.map((label) => ({ code: codeOf(label), label, group: 'blanc' })),
];
