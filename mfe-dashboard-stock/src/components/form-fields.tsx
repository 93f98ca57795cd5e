import { Checkbox, Field, Input, NativeSelect, Switch, Textarea, Wrap } from '@chakra-ui/react';
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

/** A labelled text input; its error appears under it. Numbers and euros are typed as text (comma or dot). */
export function FormText<T extends FieldValues>({ name, label, required, helper, testId, inputMode, placeholder, multiline, onEdit }: BaseProps<T> & {
  inputMode?: 'text' | 'decimal' | 'numeric';
  placeholder?: string;
  multiline?: boolean;
  /** Called after the person types (e.g. to stop a computed value following). */
  onEdit?: () => void;
}) {
  const { register } = useFormContext<T>();
  const error = useFieldError<T>(name);
  const registration = register(name, onEdit ? { onChange: onEdit } : undefined);
  return (
    <Field.Root invalid={!!error} required={required ?? false}>
      <Field.Label>{label}{required ? <Field.RequiredIndicator /> : null}</Field.Label>
      {multiline
        ? <Textarea bg="white" rows={3} placeholder={placeholder} data-testid={testId} {...registration} />
        : <Input bg="white" inputMode={inputMode} placeholder={placeholder} autoComplete="off" data-testid={testId} {...registration} />}
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

/** Several codes of a short list (labels, allergens, client families), as checkboxes. */
export function FormCheckboxes<T extends FieldValues>({ name, label, options, testId }: BaseProps<T> & { options: readonly Option[] }) {
  const { control } = useFormContext<T>();
  const error = useFieldError<T>(name);
  return (
    <Controller control={control} name={name} render={({ field }) => {
      const value = (field.value ?? []) as string[];
      const toggle = (code: string, on: boolean) => field.onChange(on ? [...value, code] : value.filter((c) => c !== code));
      return (
        <Field.Root invalid={!!error}>
          <Field.Label as="div">{label}</Field.Label>
          <Wrap gap="3" data-testid={testId}>
            {options.map((o) => (
              <Checkbox.Root key={o.value} checked={value.includes(o.value)} onCheckedChange={(e) => toggle(o.value, e.checked === true)} size="sm" colorPalette="brand">
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="normal">{o.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
          {error ? <Field.ErrorText role="alert">{error}</Field.ErrorText> : null}
        </Field.Root>
      );
    }} />
  );
}
