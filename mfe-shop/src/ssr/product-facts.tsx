import { Trans } from '@lingui/react/macro';
import type { ProductDetail } from '@vendange/contracts';
import { productFactsOf } from '../product/product-text';
import { colourName } from '../product/colour-name';
import { eLabelTerms, localDecimal } from '../elabel/elabel-terms';
import { labelText } from '../product/product-offer';


/** Colour, appellation and labels under the product's name (factual, as the Loi Evin allows). */
export function ProductBadges({ product }: { product: ProductDetail }) {
  const appellation = product.nutrition?.appellation;
  return (
    <div className="sf-badges" data-testid="product-badges">
      {product.color ? <span className="sf-badge">{colourName(product.color)}</span> : null}
      {appellation ? <span className="sf-badge sf-badge-outline">{appellation}</span> : null}
      {product.labels.map((code) => <span key={code} className="sf-badge sf-badge-green">{labelText(code)}</span>)}
      {product.status === 'outofstock' ? <span className="sf-badge sf-badge-orange"><Trans>Épuisé</Trans></span> : null}
    </div>
  );
}

/** The newest vintage's degree and grapes, and the producer's description. */
export function ProductDetails({ product }: { product: ProductDetail }) {
  const { alcohol, grapes } = productFactsOf(product);
  if (!alcohol && !grapes && !product.description) return null;
  return (
    <div className="sf-stack" data-testid="product-details">
      {alcohol ? <p><strong><Trans>Degré d'alcool</Trans> :</strong> {alcohol.replace('.', ',')} % vol.</p> : null}
      {grapes ? <p><strong><Trans>Cépages</Trans> :</strong> {grapes}</p> : null}
      {product.description ? <p className="sf-pre">{product.description}</p> : null}
    </div>
  );
}

/**
 * What a distance seller must give before purchase (EU 2021/2117): ingredients, allergens and the
 * nutrition declaration per 100 ml, in the interface language when written in it, else in French.
 */
export function ProductNutrition({ product, locale, eLabelPath }: { product: ProductDetail; locale: 'fr' | 'en'; eLabelPath: string }) {
  const n = product.nutrition;
  if (!n) return null;
  const language = n.texts[locale] ? locale : 'fr';
  const texts = n.texts[language];
  const terms = eLabelTerms[language];
  const g = (v: string | null) => (v === null ? '-' : `${localDecimal(v, language)} g`);
  const energy = n.energyKj === null && n.energyKcal === null ? '-'
    : `${n.energyKj === null ? '-' : localDecimal(n.energyKj, language)} kJ / ${n.energyKcal === null ? '-' : localDecimal(n.energyKcal, language)} kcal`;
  const rows: Array<[string, string, boolean]> = [
    [terms.energy, energy, false], [terms.fat, g(n.fat), false], [terms.saturates, g(n.saturatedFat), true],
    [terms.carbohydrate, g(n.carbohydrates), false], [terms.sugars, g(n.sugars), true], [terms.protein, g(n.proteins), false], [terms.salt, g(n.salt), false],
  ];
  return (
    <section className="sf-panel" data-testid="product-nutrition">
      <h2><Trans>Ingrédients et valeurs nutritionnelles</Trans></h2>
      {texts?.ingredients ? <p data-testid="product-ingredients"><strong><Trans>Ingrédients</Trans> :</strong> {texts.ingredients}</p> : null}
      {texts?.allergens ? <p><strong><Trans>Allergènes</Trans> : {texts.allergens}</strong></p> : null}
      <table className="sf-table" data-testid="elabel-nutrition">
        <caption>{terms.per100}</caption>
        <tbody>
          {rows.map(([label, value, sub]) => <tr key={label}><td className={sub ? 'sf-sub' : undefined}>{label}</td><td>{value}</td></tr>)}
        </tbody>
      </table>
      <a className="sf-back" href={eLabelPath}><Trans>Voir l'étiquette électronique</Trans></a>
    </section>
  );
}
