import { Field, Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface TextFieldProps {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: { message?: string };
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  helper?: ReactNode;
}

/** A labelled input whose French message (the contract's) appears under it. */
export function TextField({ label, registration, error, required, type = 'text', autoComplete, helper }: TextFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>{label}{required ? <Field.RequiredIndicator /> : null}</Field.Label>
      <Input type={type} autoComplete={autoComplete} {...registration} />
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error?.message ? <Field.ErrorText role="alert">{error.message}</Field.ErrorText> : null}
    </Field.Root>
  );
}
