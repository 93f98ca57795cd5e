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
 * The e-label's fixed wording in the 11 content languages (the EU's own terms of Regulation
 * 1169/2011 annex XV for the nutrition lines). Data, not interface strings: the label speaks the
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
  da: { title: 'Næringsindhold og ingredienser', per100: 'Næringsdeklaration pr. 100 ml', energy: 'Energi', fat: 'Fedt', saturates: 'heraf mættede fedtsyrer', carbohydrate: 'Kulhydrat', sugars: 'heraf sukkerarter', protein: 'Protein', salt: 'Salt', ingredients: 'Ingredienser', allergens: 'Allergener', alcohol: 'Alkoholindhold', lot: 'Parti', vintage: 'Årgang', producer: 'Producent', language: 'Sprog', unknown: 'Ukendt produkt' },
  sv: { title: 'Näringsinnehåll och ingredienser', per100: 'Näringsdeklaration per 100 ml', energy: 'Energi', fat: 'Fett', saturates: 'varav mättat fett', carbohydrate: 'Kolhydrat', sugars: 'varav sockerarter', protein: 'Protein', salt: 'Salt', ingredients: 'Ingredienser', allergens: 'Allergener', alcohol: 'Alkoholhalt', lot: 'Parti', vintage: 'Årgång', producer: 'Producent', language: 'Språk', unknown: 'Okänd produkt' },
  pl: { title: 'Wartość odżywcza i składniki', per100: 'Wartość odżywcza w 100 ml', energy: 'Wartość energetyczna', fat: 'Tłuszcz', saturates: 'w tym kwasy tłuszczowe nasycone', carbohydrate: 'Węglowodany', sugars: 'w tym cukry', protein: 'Białko', salt: 'Sól', ingredients: 'Składniki', allergens: 'Alergeny', alcohol: 'Zawartość alkoholu', lot: 'Partia', vintage: 'Rocznik', producer: 'Producent', language: 'Język', unknown: 'Nieznany produkt' },
  cs: { title: 'Výživové údaje a složení', per100: 'Výživové údaje na 100 ml', energy: 'Energetická hodnota', fat: 'Tuky', saturates: 'z toho nasycené mastné kyseliny', carbohydrate: 'Sacharidy', sugars: 'z toho cukry', protein: 'Bílkoviny', salt: 'Sůl', ingredients: 'Složení', allergens: 'Alergeny', alcohol: 'Obsah alkoholu', lot: 'Šarže', vintage: 'Ročník', producer: 'Výrobce', language: 'Jazyk', unknown: 'Neznámý produkt' },
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

/** Decimal text read the way the label's language writes numbers ('2.6' → '2,6' in French). */
export function localDecimal(value: string, language: ContentLanguage): string {
  return language === 'en' ? value : value.replace('.', ',');
}
