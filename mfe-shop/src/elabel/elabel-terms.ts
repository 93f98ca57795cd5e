import type { ContentLanguage } from '@vendange/contracts';

export interface ELabelTerms {
  title: string;
  per100: string;
  energy: string;
  fat: string;
  saturates: string;
  carbohydrate: string;
  sugars: string;
  protein: string;
  salt: string;
  ingredients: string;
  allergens: string;
  alcohol: string;
  lot: string;
  vintage: string;
  producer: string;
  language: string;
  unknown: string;
}

/**
 * The e-label's fixed wording in the 11 content languages of spec point 1 (for the EU languages,
 * the terms of Regulation 1169/2011 annex XV for the nutrition lines). Data, not interface strings: the label speaks the
 * visitor's language even where the interface has no translation.
 */
export const eLabelTerms: Record<ContentLanguage, ELabelTerms> = {
  fr: { title: 'Informations nutritionnelles et ingrédients', per100: 'Déclaration nutritionnelle pour 100 ml', energy: 'Valeur énergétique', fat: 'Matières grasses', saturates: 'dont acides gras saturés', carbohydrate: 'Glucides', sugars: 'dont sucres', protein: 'Protéines', salt: 'Sel', ingredients: 'Ingrédients', allergens: 'Allergènes', alcohol: 'Titre alcoométrique', lot: 'Lot', vintage: 'Millésime', producer: 'Producteur', language: 'Langue', unknown: 'Produit inexistant' },
  en: { title: 'Nutrition information and ingredients', per100: 'Nutrition declaration per 100 ml', energy: 'Energy', fat: 'Fat', saturates: 'of which saturates', carbohydrate: 'Carbohydrate', sugars: 'of which sugars', protein: 'Protein', salt: 'Salt', ingredients: 'Ingredients', allergens: 'Allergens', alcohol: 'Alcohol', lot: 'Lot', vintage: 'Vintage', producer: 'Producer', language: 'Language', unknown: 'Unknown product' },
  de: { title: 'Nährwertinformationen und Zutaten', per100: 'Nährwertdeklaration pro 100 ml', energy: 'Brennwert', fat: 'Fett', saturates: 'davon gesättigte Fettsäuren', carbohydrate: 'Kohlenhydrate', sugars: 'davon Zucker', protein: 'Eiweiß', salt: 'Salz', ingredients: 'Zutaten', allergens: 'Allergene', alcohol: 'Alkoholgehalt', lot: 'Los', vintage: 'Jahrgang', producer: 'Erzeuger', language: 'Sprache', unknown: 'Unbekanntes Produkt' },
  es: { title: 'Información nutricional e ingredientes', per100: 'Información nutricional por 100 ml', energy: 'Valor energético', fat: 'Grasas', saturates: 'de las cuales saturadas', carbohydrate: 'Hidratos de carbono', sugars: 'de los cuales azúcares', protein: 'Proteínas', salt: 'Sal', ingredients: 'Ingredientes', allergens: 'Alérgenos', alcohol: 'Grado alcohólico', lot: 'Lote', vintage: 'Añada', producer: 'Productor', language: 'Idioma', unknown: 'Producto desconocido' },
  it: { title: 'Informazioni nutrizionali e ingredienti', per100: 'Dichiarazione nutrizionale per 100 ml', energy: 'Energia', fat: 'Grassi', saturates: 'di cui acidi grassi saturi', carbohydrate: 'Carboidrati', sugars: 'di cui zuccheri', protein: 'Proteine', salt: 'Sale', ingredients: 'Ingredienti', allergens: 'Allergeni', alcohol: 'Titolo alcolometrico', lot: 'Lotto', vintage: 'Annata', producer: 'Produttore', language: 'Lingua', unknown: 'Prodotto sconosciuto' },
  nl: { title: 'Voedingswaarde en ingrediënten', per100: 'Voedingswaardevermelding per 100 ml', energy: 'Energie', fat: 'Vetten', saturates: 'waarvan verzadigde vetzuren', carbohydrate: 'Koolhydraten', sugars: 'waarvan suikers', protein: 'Eiwitten', salt: 'Zout', ingredients: 'Ingrediënten', allergens: 'Allergenen', alcohol: 'Alcoholgehalte', lot: 'Partij', vintage: 'Oogstjaar', producer: 'Producent', language: 'Taal', unknown: 'Onbekend product' },
  pt: { title: 'Informação nutricional e ingredientes', per100: 'Declaração nutricional por 100 ml', energy: 'Energia', fat: 'Lípidos', saturates: 'dos quais saturados', carbohydrate: 'Hidratos de carbono', sugars: 'dos quais açúcares', protein: 'Proteínas', salt: 'Sal', ingredients: 'Ingredientes', allergens: 'Alergénios', alcohol: 'Teor alcoólico', lot: 'Lote', vintage: 'Colheita', producer: 'Produtor', language: 'Língua', unknown: 'Produto desconhecido' },
  ru: { title: 'Пищевая ценность и состав', per100: 'Пищевая ценность на 100 мл', energy: 'Энергетическая ценность', fat: 'Жиры', saturates: 'в том числе насыщенные жиры', carbohydrate: 'Углеводы', sugars: 'в том числе сахара', protein: 'Белки', salt: 'Соль', ingredients: 'Состав', allergens: 'Аллергены', alcohol: 'Содержание алкоголя', lot: 'Партия', vintage: 'Урожай', producer: 'Производитель', language: 'Язык', unknown: 'Неизвестный продукт' },
  zh: { title: '营养信息和配料', per100: '每100毫升营养成分', energy: '能量', fat: '脂肪', saturates: '其中饱和脂肪', carbohydrate: '碳水化合物', sugars: '其中糖', protein: '蛋白质', salt: '盐', ingredients: '配料', allergens: '过敏原', alcohol: '酒精度', lot: '批号', vintage: '年份', producer: '生产商', language: '语言', unknown: '未知产品' },
  ja: { title: '栄養成分と原材料', per100: '100mlあたりの栄養成分表示', energy: 'エネルギー', fat: '脂質', saturates: 'うち飽和脂肪酸', carbohydrate: '炭水化物', sugars: 'うち糖類', protein: 'たんぱく質', salt: '食塩相当量', ingredients: '原材料', allergens: 'アレルゲン', alcohol: 'アルコール分', lot: 'ロット', vintage: 'ヴィンテージ', producer: '生産者', language: '言語', unknown: '不明な製品' },
  pl: { title: 'Wartość odżywcza i składniki', per100: 'Wartość odżywcza w 100 ml', energy: 'Wartość energetyczna', fat: 'Tłuszcz', saturates: 'w tym kwasy tłuszczowe nasycone', carbohydrate: 'Węglowodany', sugars: 'w tym cukry', protein: 'Białko', salt: 'Sól', ingredients: 'Składniki', allergens: 'Alergeny', alcohol: 'Zawartość alkoholu', lot: 'Partia', vintage: 'Rocznik', producer: 'Producent', language: 'Język', unknown: 'Nieznany produkt' },
};

/**
 * The language the e-label speaks: the one asked for (?lang=), else the browser's first one the
 * label is written in, else French (the declaration always exists in French).
 */
export function eLabelLanguage(available: readonly ContentLanguage[], asked: string | null, browser: readonly string[]): ContentLanguage {
  const pick = (code: string | null | undefined) => {
    const base = code?.toLowerCase().split('-')[0];
    return available.find((l) => l === base);
  };
  return pick(asked) ?? browser.map(pick).find((l) => l !== undefined) ?? (available.includes('fr') ? 'fr' : available[0] ?? 'fr');
}

const DECIMAL_POINT: ReadonlySet<ContentLanguage> = new Set(['en', 'zh', 'ja']);

/** Decimal text read the way the label's language writes numbers ('2.6' → '2,6' in French). */
export function localDecimal(value: string, language: ContentLanguage): string {
  return DECIMAL_POINT.has(language) ? value : value.replace('.', ',');
}
