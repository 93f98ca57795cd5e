import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: ReactNode;
  /** The French message of the rule (or of the server) shown under the field. */
  error?: string | undefined;
  /** Shown while there is no error (e.g. the password rule). */
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** A labelled field with its message under it, announced to screen readers. */
export function FormField({ label, error, helper, required = false, children }: FormFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>{label}{required ? <Field.RequiredIndicator /> : null}</Field.Label>
      {children}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText role="alert">{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
