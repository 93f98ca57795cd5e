import { CataloguePicker } from '@vendange/ui';
import type { SaleLineForm } from './sale-form';

type PickedLine = Omit<SaleLineForm, 'quantity' | 'unitPrice' | 'discount' | 'reason'>;

/**
 * Adds a sale line: the dashboard's catalogue picker, each format with its price in the client's grid; boxes the
 * buyer composes are left to the shop.
 */
export function ProductPicker({ shopId, typology, error, onPick }: { shopId: number; typology: string | null; error?: string; onPick: (line: PickedLine) => void }) {
  return (
    <CataloguePicker
      shopId={shopId} prices={{ typology }} listBeforeSearch withoutBoxes error={error}
      testIds={{ search: 'sale-product-search', option: 'sale-product-option', add: 'sale-product-add' }}
      onPick={(p, f, format) => onPick({ key: `${p.id}-${f.id}-${Date.now()}`, productId: p.id, formatId: f.id, vintageId: '', vintages: p.vintages, name: `${p.name} · ${format}` })}
    />
  );
}
