import { useFormContext, useWatch } from 'react-hook-form';
import type { SalesRulesForm } from './sales-rules-form';

type ListName = 'deliveries' | 'collectionPoints' | 'promoCodes' | 'banks';

/**
 * A list of the settings form edited item by item through a dialog: the whole list is rewritten, and
 * the message it carried (a refusal about one of its items) goes with the edit.
 */
export function useItemList<K extends ListName>(name: K) {
  const { control, setValue, clearErrors } = useFormContext<SalesRulesForm>();
  const items = useWatch({ control, name }) as SalesRulesForm[K];
  const write = (next: SalesRulesForm[K]) => {
    clearErrors(name);
    setValue(name, next as never, { shouldDirty: true });
  };
  return {
    items,
    /** Adds the item (index null) or replaces the one at index. */
    put: (index: number | null, item: SalesRulesForm[K][number]) =>
      write((index === null ? [...items, item] : items.map((x, i) => (i === index ? item : x))) as SalesRulesForm[K]),
    remove: (index: number) => write(items.filter((_, i) => i !== index) as SalesRulesForm[K]),
    /** Rewrites the whole list (a change that touches several items: the default bank). */
    set: write,
  };
}
