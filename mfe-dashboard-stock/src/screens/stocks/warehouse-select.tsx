import { NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Warehouse } from '@vendange/contracts';

interface Props {
  warehouses: readonly Warehouse[];
  value: string;
  onChange: (id: string) => void;
  /** The first choice ('Tous les entrepôts' in a filter, 'Choisissez…' in a form). */
  empty: string;
  ariaLabel?: string;
  testId: string;
  /** A form offers only the warehouses that take movements. */
  activeOnly?: boolean;
  invalid?: boolean;
  width?: object | string;
}

/** A native select of the shop's warehouses (keyboard and phone friendly); archived ones say so. */
export function WarehouseSelect({ warehouses, value, onChange, empty, ariaLabel, testId, activeOnly = false, invalid, width }: Props) {
  const { t } = useLingui();
  const shown = activeOnly ? warehouses.filter((w) => w.active || String(w.id) === value) : warehouses;
  return (
    <NativeSelect.Root bg="white" w={width} invalid={invalid}>
      <NativeSelect.Field aria-label={ariaLabel} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        <option value="">{empty}</option>
        {shown.map((w) => {
          const name = w.name;
          return <option key={w.id} value={String(w.id)}>{w.active ? name : t`${name} (archivé)`}</option>;
        })}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
