import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { CreditStatus, LegalStatus } from '@vendange/contracts';
import { creditStatusLabels, creditStatusTones, legalStatusLabels, legalStatusTones } from './invoice-labels';

/** A document's legal status (generation and transmission), in French and in its colour. */
export function LegalStatusBadge({ status }: { status: LegalStatus }) {
  const { i18n } = useLingui();
  return <Badge colorPalette={legalStatusTones[status]} data-testid="invoice-legal-status" data-status={status}>{i18n._(legalStatusLabels[status])}</Badge>;
}

/** A credit note's credit status. */
export function CreditStatusBadge({ status }: { status: CreditStatus }) {
  const { i18n } = useLingui();
  return <Badge colorPalette={creditStatusTones[status]} data-testid="invoice-credit-status" data-status={status}>{i18n._(creditStatusLabels[status])}</Badge>;
}
