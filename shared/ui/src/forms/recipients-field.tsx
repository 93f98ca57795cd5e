import { Field, Flex, Input, Tag } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { commitTyped, recipientsKey } from './recipients-input';

export interface RecipientsFieldProps {
  label: ReactNode;
  value: string[];
  onChange: (next: string[]) => void;
  /** The form's message (e.g. recipientsSchema: at least one address). */
  error?: string;
  suggestions?: string[];
  testId?: string;
}

/**
 * E-mail recipients (spec point 5): Enter or Tab adds the typed address when valid and not listed yet,
 * each address is a removable tag, Backspace on the empty input removes the last one. Leaving the
 * field takes in a valid typed address too, so that it is not lost on submit.
 */
export function RecipientsField({ label, value, onChange, error, suggestions, testId = 'recipients-field' }: RecipientsFieldProps) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const listId = useId();
  const shownError = typedError ?? error;
  const offered = suggestions?.filter((s) => !value.some((a) => a.toLowerCase() === s.toLowerCase())) ?? [];

  const apply = (next: string[], rest: string, message: string | null) => {
    if (next.length !== value.length) onChange(next);
    setTyped(rest);
    setTypedError(message);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const result = recipientsKey(event.key, value, typed);
    if (!result) return;
    if (result.preventDefault) event.preventDefault();
    apply(result.next, result.typed, result.error);
  };

  const onBlur = () => {
    if (typed.trim() === '') return;
    const state = commitTyped(value, typed);
    apply(state.next, state.typed, state.error);
  };

  return (
    <Field.Root invalid={Boolean(shownError)} data-testid={testId}>
      <Field.Label>{label}</Field.Label>
      <Flex
        colorPalette="brand"
        wrap="wrap"
        gap="2"
        align="center"
        w="full"
        minH="10"
        px="2"
        py="1.5"
        bg="white"
        borderWidth="1px"
        borderRadius="l2"
        borderColor={shownError ? 'border.error' : 'border'}
        _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-1px' }}
      >
        {value.map((address) => (
          <Tag.Root key={address} size="lg" colorPalette="brand" maxW="full" data-testid={`${testId}-tag`}>
            <Tag.Label>{address}</Tag.Label>
            <Tag.EndElement>
              <Tag.CloseTrigger
                aria-label={t`Retirer ${address}`}
                onClick={() => onChange(value.filter((a) => a !== address))}
              />
            </Tag.EndElement>
          </Tag.Root>
        ))}
        <Input
          unstyled
          flex="1"
          minW="12rem"
          // Text, not email: the browser's own validation popup would block the form with another message.
          type="text"
          inputMode="email"
          autoComplete="off"
          list={offered.length ? listId : undefined}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            if (typedError) setTypedError(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          placeholder={value.length ? undefined : t`adresse@exemple.fr`}
          data-testid={`${testId}-input`}
        />
      </Flex>
      {offered.length ? (
        <datalist id={listId}>
          {offered.map((s) => <option key={s} value={s} />)}
        </datalist>
      ) : null}
      {shownError ? (
        <Field.ErrorText role="alert" data-testid={`${testId}-error`}>{shownError}</Field.ErrorText>
      ) : (
        <Field.HelperText><Trans>Entrée pour ajouter chaque adresse.</Trans></Field.HelperText>
      )}
    </Field.Root>
  );
}
