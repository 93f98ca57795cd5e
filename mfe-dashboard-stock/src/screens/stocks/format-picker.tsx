import { CataloguePicker } from '@vendange/ui';

export interface PickedFormat { productId: number; formatId: number; label: string; vintages: string[] }

/** Adds a line to a movement, an allocation or a purchase: the dashboard's catalogue picker, every status, searched first. */
export function FormatPicker({ shopId, error, onPick }: { shopId: number | null; error?: string; onPick: (picked: PickedFormat) => void }) {
  return (
    <CataloguePicker
      shopId={shopId} limit={20} clearOnPick error={error}
      testIds={{ search: 'movement-product-search', option: 'movement-product-option', add: 'movement-format-add' }}
      onPick={(p, f, format) => onPick({ productId: p.id, formatId: f.id, label: [p.name, p.precision, format].filter(Boolean).join(' · '), vintages: p.vintages.map((v) => v.name) })}
    />
  );
}
