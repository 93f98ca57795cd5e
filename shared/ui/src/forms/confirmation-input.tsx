import { Field, Input, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { Ref } from 'react';

export interface ConfirmationInputProps {
  keyword: string;
  value: string;
  onChange: (typed: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  testId?: string;
}

/**
 * The field of a destructive action: the user types the keyword (spaces and case do not matter,
 * see confirmationMatches) before the action is enabled (spec point 5).
 */
export function ConfirmationInput({ keyword, value, onChange, inputRef, disabled, testId = 'confirmation-input' }: ConfirmationInputProps) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>
        <Trans>Tapez <Text as="strong" fontWeight="bold">{keyword}</Text> pour confirmer</Trans>
      </Field.Label>
      <Input
        ref={inputRef}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        data-testid={testId}
      />
    </Field.Root>
  );
}
