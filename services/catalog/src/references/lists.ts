import type { ReferenceItem, ReferenceListName } from '@vendange/contracts';
import { grapeVarietyItems } from './grape-varieties';

type Item = Omit<ReferenceItem, 'group'> & { group?: string | null };
const items = (pairs: Array<[string, string, string?]>): Item[] => pairs.map(([code, label, group]) => ({ code, label, group: group ?? null }));

/**
 * Reference data of spec point 3 (real lists, French labels). The database table
 * catalog.reference_items mirrors it at start-up; changing a list is a code change reviewed here.
 */
export const referenceData: Record<ReferenceListName, Item[]> = {
  productTypes: items([
    ['bottle', 'Vin et boisson'], ['spirit', 'Spiritueux'], ['accessory', 'Accessoire'], ['box', 'Coffret'], ['food', 'Épicerie'],
    ['prestation', 'Prestation'], ['touristTax', 'Taxe de séjour'],
  ]),
  accessoryTypes: items([
    ['tire-bouchon', 'Tire-bouchon'], ['verre', 'Verre'], ['carafe', 'Carafe'], ['seau', 'Seau à glace'], ['bouchon', 'Bouchon'],
    ['etui', 'Étui'], ['caisse', 'Caisse bois'], ['tablier', 'Tablier'], ['livre', 'Livre'], ['textile', 'Textile'], ['goodies', 'Objet publicitaire'], ['autre', 'Autre'],
  ]),
  drinkTypes: items([
    ['tranquille', 'Vin tranquille'], ['effervescent', 'Vin effervescent'], ['petillant', 'Vin pétillant'], ['vdn', 'Vin doux naturel'], ['vdl', 'Vin de liqueur'],
    ['moelleux', 'Vin moelleux'], ['liquoreux', 'Vin liquoreux'], ['vin-jaune', 'Vin jaune'], ['vin-de-paille', 'Vin de paille'], ['cidre', 'Cidre'],
    ['poire', 'Poiré'], ['hydromel', 'Hydromel'], ['biere', 'Bière'], ['eau-de-vie', 'Eau-de-vie'], ['liqueur', 'Liqueur'], ['aperitif', 'Apéritif à base de vin'],
    ['jus', 'Jus de raisin'], ['sans-alcool', 'Boisson sans alcool'],
  ]),
  colours: items([
    ['rouge', 'Rouge'], ['blanc', 'Blanc'], ['rosé', 'Rosé'], ['orange', 'Orange (macération)'], ['gris', 'Gris'], ['clairet', 'Clairet'],
    ['jaune', 'Jaune'], ['tuilé', 'Tuilé'], ['ambré', 'Ambré'],
  ]),
  qualities: items([
    ['aop', 'Appellation d’origine protégée'], ['igp', 'Indication géographique protégée'], ['vsig', 'Vin sans indication géographique (Vin de France)'],
    ['vdqs', 'Vin délimité de qualité supérieure (historique)'], ['grand-cru', 'Grand cru'], ['premier-cru', 'Premier cru'], ['cru-classe', 'Cru classé'],
    ['cru-bourgeois', 'Cru bourgeois'], ['village', 'Appellation village'], ['regionale', 'Appellation régionale'],
  ]),
  labels: items([
    ['aoc', 'AOC — Appellation d’origine contrôlée', 'origine'], ['aop', 'AOP — Appellation d’origine protégée', 'origine'],
    ['igp', 'IGP — Indication géographique protégée', 'origine'], ['vin-de-france', 'Vin de France', 'origine'],
    ['ab', 'AB — Agriculture biologique', 'environnement'], ['eurofeuille', 'Eurofeuille — bio européen', 'environnement'],
    ['demeter', 'Demeter (biodynamie)', 'environnement'], ['biodyvin', 'Biodyvin (biodynamie)', 'environnement'],
    ['nature-et-progres', 'Nature & Progrès', 'environnement'], ['hve', 'HVE — Haute valeur environnementale', 'environnement'],
    ['terra-vitis', 'Terra Vitis', 'environnement'], ['vignerons-engages', 'Vignerons engagés', 'environnement'],
    ['vin-methode-nature', 'Vin méthode nature', 'environnement'], ['label-rouge', 'Label Rouge', 'qualité'],
    ['vegan', 'Vegan', 'autre'], ['fair-trade', 'Commerce équitable', 'autre'],
  ]),
  containers: items([
    ['bouteille', 'Bouteille'], ['demi-bouteille', 'Demi-bouteille'], ['fillette', 'Fillette'], ['clavelin', 'Clavelin'], ['magnum', 'Magnum'],
    ['jeroboam', 'Jéroboam'], ['rehoboam', 'Réhoboam'], ['mathusalem', 'Mathusalem'], ['salmanazar', 'Salmanazar'], ['balthazar', 'Balthazar'],
    ['nabuchodonosor', 'Nabuchodonosor'], ['bib', 'Bag-in-box (BIB)'], ['vrac', 'Vrac'], ['fut', 'Fût'], ['canette', 'Canette'], ['pot', 'Pot'], ['unite', 'Unité'],
  ]),
  units: [
    { code: 'ml', label: 'Millilitre (ml)', group: 'volume', volumeUnit: 'ml' }, { code: 'cl', label: 'Centilitre (cl)', group: 'volume', volumeUnit: 'cl' },
    { code: 'l', label: 'Litre (l)', group: 'volume', volumeUnit: 'l' }, { code: 'hl', label: 'Hectolitre (hl)', group: 'volume', volumeUnit: 'hl' },
    { code: 'g', label: 'Gramme (g)', group: 'masse', volumeUnit: null }, { code: 'kg', label: 'Kilogramme (kg)', group: 'masse', volumeUnit: null },
    { code: 'u', label: 'Unité', group: 'compte', volumeUnit: null }, { code: 'pers', label: 'Personne', group: 'compte', volumeUnit: null },
    { code: 'nuit', label: 'Nuitée', group: 'compte', volumeUnit: null },
  ],
  packings: items([
    ['carton-1', 'Carton de 1'], ['carton-2', 'Carton de 2'], ['carton-3', 'Carton de 3'], ['carton-6', 'Carton de 6'], ['carton-12', 'Carton de 12'],
    ['carton-24', 'Carton de 24'], ['caisse-bois-1', 'Caisse bois de 1'], ['caisse-bois-3', 'Caisse bois de 3'], ['caisse-bois-6', 'Caisse bois de 6'],
    ['caisse-bois-12', 'Caisse bois de 12'], ['coffret', 'Coffret cadeau'], ['etui', 'Étui'], ['palette', 'Palette'],
  ]),
  formatTypes: items([['bottle', 'Bouteille'], ['bib', 'Bag-in-box'], ['vrac', 'Vrac'], ['packing', 'Conditionnement (carton, caisse)'], ['custom', 'Personnalisé']]),
  wineCategories: items([
    ['1', 'Catégorie 1 — vin'], ['2', 'Catégorie 2 — vin de liqueur'], ['3', 'Catégorie 3 — vin mousseux'],
    ['4', 'Catégorie 4 — vin mousseux de qualité'], ['5', 'Catégorie 5 — vin pétillant'],
  ]),
  growingZones: items([
    ['A', 'Zone A'], ['B', 'Zone B'], ['CI', 'Zone C I'], ['CII', 'Zone C II'], ['CIIIa', 'Zone C III a'], ['CIIIb', 'Zone C III b'],
  ]),
  grapeVarieties: grapeVarietyItems,
  exciseCodes: [
    { code: 'W200', label: 'W200 — Vins tranquilles et autres boissons fermentées tranquilles', group: 'vin', exciseCategory: 'still-wine' },
    { code: 'W300', label: 'W300 — Vins mousseux et autres boissons fermentées mousseuses', group: 'vin', exciseCategory: 'sparkling-wine' },
    { code: 'I000', label: 'I000 — Produits intermédiaires', group: 'intermédiaire', exciseCategory: 'intermediate' },
    { code: 'S200', label: 'S200 — Boissons spiritueuses', group: 'spiritueux', exciseCategory: 'spirits' },
    { code: 'S300', label: 'S300 — Alcool éthylique', group: 'spiritueux', exciseCategory: 'spirits' },
    { code: 'S400', label: 'S400 — Alcool partiellement dénaturé', group: 'spiritueux', exciseCategory: null },
    { code: 'S500', label: 'S500 — Autres produits contenant de l’alcool éthylique', group: 'spiritueux', exciseCategory: 'spirits' },
    { code: 'S600', label: 'S600 — Alcool totalement dénaturé', group: 'spiritueux', exciseCategory: null },
    { code: 'B000', label: 'B000 — Bière', group: 'bière', exciseCategory: null },
  ],
  vatTypes: items([['standard', 'Taux normal (20 %)'], ['medium', 'Taux intermédiaire (10 %)'], ['reduced', 'Taux réduit (5,5 %)']]),
  contentLanguages: items([
    ['fr', 'Français'], ['en', 'Anglais'], ['es', 'Espagnol'], ['de', 'Allemand'], ['it', 'Italien'], ['pt', 'Portugais'],
    ['nl', 'Néerlandais'], ['pl', 'Polonais'], ['ru', 'Russe'], ['zh', 'Chinois'], ['ja', 'Japonais'],
  ]),
  allergens: items([
    ['sulfites', 'Anhydride sulfureux et sulfites'], ['oeuf', 'Œuf (lysozyme, albumine)'], ['lait', 'Lait (caséine)'], ['gluten', 'Céréales contenant du gluten'],
    ['fruits-a-coque', 'Fruits à coque'], ['poisson', 'Poisson (colle de poisson)'],
  ]),
};
