import { Checkbox, Field, Fieldset, Input, NativeSelect, Stack, Switch, Textarea, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller, get, useFormContext, type FieldValues, type Path } from 'react-hook-form';

/** The message react-hook-form holds for a field path (the contract's French text, or the server's). */
export function useFieldError<T extends FieldValues>(name: Path<T>): string | undefined {
  const { formState: { errors } } = useFormContext<T>();
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

interface BaseProps<T extends FieldValues> {
  name: Path<T>;
  label: ReactNode;
  required?: boolean;
  helper?: ReactNode;
  testId?: string;
}

/** A labelled text input with its error under it. Amounts and counts are typed as text (comma or dot). */
export function FormText<T extends FieldValues>({ name, label, required, helper, testId, inputMode, placeholder, multiline, rows, autoComplete, format, onEdit, type }: BaseProps<T> & {
  inputMode?: 'text' | 'decimal' | 'numeric';
  placeholder?: string;
  multiline?: boolean;
  rows?: number;
  autoComplete?: string;
  /** Rewrites the typed text when the field is left (an IBAN regrouped by four). */
  format?: (typed: string) => string;
  /** Called after the person types (e.g. to stop a computed value following). */
  onEdit?: () => void;
  /** 'date': the browser's date picker (shown in the reader's format, read as YYYY-MM-DD). */
  type?: 'text' | 'date';
}) {
  const { register, getValues, setValue } = useFormContext<T>();
  const error = useFieldError<T>(name);
  const registration = register(name, {
    ...(format ? {
      onBlur: () => {
        const typed = getValues(name) as string;
        const shown = format(typed);
        if (shown !== typed) setValue(name, shown as never, { shouldDirty: true });
      },
    } : {}),
    ...(onEdit ? { onChange: onEdit } : {}),
  });
  return (
    <Field.Root invalid={!!error} required={required ?? false}>
      <Field.Label>{label}{required ? <Field.RequiredIndicator /> : null}</Field.Label>
      {multiline
        ? <Textarea bg="white" rows={rows ?? 3} placeholder={placeholder} data-testid={testId} {...registration} />
        : <Input bg="white" type={type ?? 'text'} inputMode={inputMode} placeholder={placeholder} autoComplete={autoComplete ?? 'off'} data-testid={testId} {...registration} />}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText role="alert">{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export interface Option { value: string; label: string; group?: string | null }

/** A native select (keyboard and phone friendly) over fixed choices; `empty` adds a "none" choice. */
export function FormSelect<T extends FieldValues>({ name, label, required, helper, testId, options, empty }: BaseProps<T> & { options: readonly Option[]; empty?: string }) {
  const { control } = useFormContext<T>();
  const error = useFieldError<T>(name);
  const groups = [...new Set(options.map((o) => o.group ?? ''))];
  const optionsOf = (group: string) => options.filter((o) => (o.group ?? '') === group).map((o) => <option key={o.value} value={o.value}>{o.label}</option>);
  return (
    <Field.Root invalid={!!error} required={required ?? false}>
      <Field.Label>{label}{required ? <Field.RequiredIndicator /> : null}</Field.Label>
      {/* Controlled, so that a saved value shows even when the options arrive after the form. */}
      <Controller control={control} name={name} render={({ field }) => (
        <NativeSelect.Root bg="white">
          <NativeSelect.Field data-testid={testId} name={field.name} ref={field.ref} onBlur={field.onBlur}
            value={(field.value as string | undefined) ?? ''} onChange={(e) => field.onChange(e.target.value)}>
            {empty !== undefined ? <option value="">{empty}</option> : null}
            {groups.length > 1 ? groups.map((g) => <optgroup key={g} label={g}>{optionsOf(g)}</optgroup>) : optionsOf(groups[0] ?? '')}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )} />
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText role="alert">{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** An on/off setting. */
export function FormSwitch<T extends FieldValues>({ name, label, testId, helper }: BaseProps<T>) {
  const { control } = useFormContext<T>();
  return (
    <Controller control={control} name={name} render={({ field }) => (
      <Field.Root>
        <Switch.Root checked={field.value === true} onCheckedChange={(e) => field.onChange(e.checked)} colorPalette="brand" data-testid={testId}
          display="flex" gap="3" alignItems="center">
          <Switch.HiddenInput ref={field.ref} onBlur={field.onBlur} />
          <Switch.Control />
          <Switch.Label fontWeight="normal">{label}</Switch.Label>
        </Switch.Root>
        {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      </Field.Root>
    )} />
  );
}

/**
 * Several codes of a short list, one checkbox each, one per line (easy to hit on a phone). A fieldset
 * with its legend: each checkbox keeps its own name (a field label would name them all).
 */
export function FormCheckboxes<T extends FieldValues>({ name, label, options, testId, helper, layout = 'stack' }: BaseProps<T> & {
  options: readonly Option[];
  /** 'wrap': side by side, for a longer list of short labels (allergens, labels). */
  layout?: 'stack' | 'wrap';
}) {
  const { control } = useFormContext<T>();
  const error = useFieldError<T>(name);
  const List = layout === 'wrap' ? Wrap : Stack;
  return (
    <Controller control={control} name={name} render={({ field }) => {
      const value = (field.value ?? []) as string[];
      const toggle = (code: string, on: boolean) => field.onChange(on ? [...value, code] : value.filter((c) => c !== code));
      return (
        <Fieldset.Root invalid={!!error}>
          <Fieldset.Legend fontWeight="medium" fontSize="sm">{label}</Fieldset.Legend>
          <List gap="3" data-testid={testId} pt="1">
            {options.map((o) => (
              <Checkbox.Root key={o.value} checked={value.includes(o.value)} onCheckedChange={(e) => toggle(o.value, e.checked === true)} colorPalette="brand"
                data-testid={testId ? `${testId}-${o.value}` : undefined}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="normal">{o.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </List>
          {helper && !error ? <Fieldset.HelperText>{helper}</Fieldset.HelperText> : null}
          {error ? <Fieldset.ErrorText role="alert">{error}</Fieldset.ErrorText> : null}
        </Fieldset.Root>
      );
    }} />
  );
}
