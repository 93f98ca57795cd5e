import type { ProductBodyParsed, ReferenceListName } from '@vendange/contracts';
import { isReferenceCode } from './references/reference-index';

export interface ReferenceIssue { path: string; message: string }

/**
 * Every code of a product body must be in its reference list (spec point 3: real data, not free
 * text), and every typology named by a format must exist at the shop. Returns the issues found.
 */
export function productReferenceIssues(body: ProductBodyParsed, typologyKeys: ReadonlySet<string>): ReferenceIssue[] {
  const issues: ReferenceIssue[] = [];
  const check = (list: ReferenceListName, code: string | null | undefined, path: string, what: string) => {
    if (code !== null && code !== undefined && !isReferenceCode(list, code)) issues.push({ path, message: `${what} « ${code} » n’existe pas : choisissez une valeur de la liste.` });
  };
  check(body.productType === 'accessory' ? 'accessoryTypes' : 'drinkTypes', body.type, 'type', 'Le type');
  check('colours', body.color, 'color', 'La couleur');
  check('qualities', body.quality, 'quality', 'La qualité');
  check('wineCategories', body.wineCategory, 'wineCategory', 'La catégorie');
  check('growingZones', body.growingZone, 'growingZone', 'La zone viticole');
  body.labels.forEach((l, i) => check('labels', l, `labels.${i}`, 'Le label'));
  body.vintages.forEach((v, i) => {
    check('exciseCodes', v.legal.exciseCode, `vintages.${i}.legal.exciseCode`, 'Le code accise');
    v.grapeVarieties.forEach((g, j) => check('grapeVarieties', g.code, `vintages.${i}.grapeVarieties.${j}.code`, 'Le cépage'));
  });
  body.formats.forEach((f, i) => {
    check('containers', f.container, `formats.${i}.container`, 'Le contenant');
    check('units', f.unity, `formats.${i}.unity`, 'L’unité');
    for (const key of Object.keys(f.typologies)) {
      if (!typologyKeys.has(key)) issues.push({ path: `formats.${i}.typologies.${key}`, message: `Le tarif « ${key} » n’existe pas dans cette boutique : créez-le d’abord dans les grilles tarifaires.` });
    }
  });
  body.packings.forEach((p, i) => check('packings', p.packing, `packings.${i}.packing`, 'Le conditionnement'));
  if (body.nutrition) {
    check('colours', body.nutrition.colour, 'nutrition.colour', 'La couleur');
    check('qualities', body.nutrition.quality, 'nutrition.quality', 'La qualité');
    body.nutrition.allergenCodes.forEach((a, i) => check('allergens', a, `nutrition.allergenCodes.${i}`, 'L’allergène'));
  }
  const ids = (rows: Array<{ id?: number | undefined }>) => rows.map((r) => r.id).filter((id): id is number => id !== undefined);
  for (const [name, list] of [['vintages', ids(body.vintages)], ['formats', ids(body.formats)], ['packings', ids(body.packings)]] as const) {
    if (new Set(list).size !== list.length) issues.push({ path: name, message: 'Une même ligne est envoyée deux fois : rechargez la fiche produit.' });
  }
  return issues;
}
