import { Field, Input } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { periodInverted } from './invoice-query';

/**
 * 'Du' / 'Au' date inputs of a list's period filter (French calendar days, both included); an inverted
 * period is flagged on the fields. `testId` prefixes the inputs' ids (`<testId>-from`, `<testId>-to`).
 */
export function PeriodFields({ from, to, onChange, testId }: { from: string; to: string; onChange: (next: { from: string; to: string }) => void; testId: string }) {
  const inverted = periodInverted({ from, to, legalStatus: '' });
  return (
    <>
      <Field.Root w={{ base: 'full', sm: '44' }} invalid={inverted}>
        <Field.Label><Trans>Du</Trans></Field.Label>
        <Input type="date" value={from} max={to || undefined} onChange={(e) => onChange({ from: e.target.value, to })} data-testid={`${testId}-from`} />
      </Field.Root>
      <Field.Root w={{ base: 'full', sm: '44' }} invalid={inverted}>
        <Field.Label><Trans>Au</Trans></Field.Label>
        <Input type="date" value={to} min={from || undefined} onChange={(e) => onChange({ from, to: e.target.value })} data-testid={`${testId}-to`} />
        {inverted ? <Field.ErrorText role="alert"><Trans>La fin de la période précède son début.</Trans></Field.ErrorText> : null}
      </Field.Root>
    </>
  );
}
