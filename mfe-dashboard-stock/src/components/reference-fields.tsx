import { useLingui } from '@lingui/react/macro';
import type { FieldValues, Path } from 'react-hook-form';
import type { ReferenceListName } from '@vendange/contracts';
import { useReference } from '../lib/use-reference';
import type { ReactNode } from 'react';
import { FormCheckboxes, FormSelect } from '@vendange/ui';

interface Props<T extends FieldValues> {
  name: Path<T>;
  list: ReferenceListName;
  label: ReactNode;
  required?: boolean;
  testId?: string;
  helper?: ReactNode;
}

/** A select over a reference list (never free text); optional fields offer "Non précisé". */
export function ReferenceSelect<T extends FieldValues>({ list, required, ...props }: Props<T>) {
  const { t } = useLingui();
  const { items } = useReference(list);
  const options = items.map((i) => ({ value: i.code, label: i.label, group: i.group }));
  return <FormSelect<T> {...props} required={required ?? false} options={options} empty={required ? t`Choisir…` : t`Non précisé`} />;
}

/** Several codes of a reference list, as checkboxes. */
export function ReferenceCheckboxes<T extends FieldValues>({ list, ...props }: Omit<Props<T>, 'required' | 'helper'>) {
  const { items } = useReference(list);
  return <FormCheckboxes<T> {...props} options={items.map((i) => ({ value: i.code, label: i.label }))} />;
}
