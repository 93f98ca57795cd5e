/**
 * Excise rates as data: one block per country and start date; a block applies from its `from`
 * date until the next block starts. Next year's rates are a new block here, not a code change.
 * Rates are decimal strings in EUR, per hectolitre of volume ('hl') or of pure alcohol ('hlap').
 */

/** Excise categories (French regimes). */
export type ExciseCategory = 'still-wine' | 'sparkling-wine' | 'cider' | 'vdn-vdl-aop' | 'intermediate' | 'spirits';

export const EXCISE_CATEGORIES: readonly ExciseCategory[] = ['still-wine', 'sparkling-wine', 'cider', 'vdn-vdl-aop', 'intermediate', 'spirits'];

/** A rate and what it is counted on. */
export interface VolumeRate {
  /** EUR per unit of `base`, decimal string. */
  rate: string;
  /** 'hl': per hectolitre of drink; 'hlap': per hectolitre of pure alcohol (hl × ABV / 100). */
  base: 'hl' | 'hlap';
}

/** Social-security levy (CSS) on drinks above 18 % ABV. */
export interface CssRate extends VolumeRate {
  /** The levy may not exceed this percent of the excise duty (wine-type products). */
  capPercentOfDuty?: string;
  /** True while the value is not the published one for the period: update it. */
  placeholder?: boolean;
}

export interface CategoryRates {
  duty: VolumeRate;
  css: CssRate;
}

export interface ExciseRateBlock {
  country: 'FR';
  /** First day (YYYY-MM-DD, French calendar date) the block applies. */
  from: string;
  source: string;
  categories: Readonly<Record<ExciseCategory, CategoryRates>>;
}

/** Drinks strictly above this ABV (in % vol) owe the CSS. */
export const CSS_ABV_THRESHOLD = '18';

// CSS values below are PLACEHOLDERS: the last amounts with a source at hand (code de la sécurité
// sociale art. L245-9, 557.90 EUR/hlap for spirits, 47.11 EUR/hl for other drinks > 18 %), not the
// 2026 amounts. Replace them with the 2026 arrêté values and drop `placeholder`.
const CSS_SPIRITS: CssRate = { rate: '557.90', base: 'hlap', placeholder: true };
const CSS_OTHER: CssRate = { rate: '47.11', base: 'hl', capPercentOfDuty: '40', placeholder: true };

export const EXCISE_RATE_TABLE: readonly ExciseRateBlock[] = [
  {
    country: 'FR',
    from: '2026-01-01',
    source: 'France, excise rates 2026 (project DOMAIN.md); CSS placeholders, see above',
    categories: {
      'still-wine': { duty: { rate: '4.19', base: 'hl' }, css: CSS_OTHER },
      'sparkling-wine': { duty: { rate: '10.38', base: 'hl' }, css: CSS_OTHER },
      cider: { duty: { rate: '1.46', base: 'hl' }, css: CSS_OTHER },
      'vdn-vdl-aop': { duty: { rate: '52.39', base: 'hl' }, css: CSS_OTHER },
      intermediate: { duty: { rate: '209.53', base: 'hl' }, css: CSS_OTHER },
      spirits: { duty: { rate: '1932.42', base: 'hlap' }, css: CSS_SPIRITS },
    },
  },
];
