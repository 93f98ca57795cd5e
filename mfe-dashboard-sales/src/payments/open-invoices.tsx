import { Badge, Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OpenInvoice } from '@vendange/contracts';
import { formatCents, formatDate } from '@vendange/ui';
import { formatDay } from '../quotes/quote-labels';
import { RemindButton, SentReminders } from './invoice-reminders';

function Late({ days: late }: { days: number }) {
  return late > 0 ? <Badge colorPalette="red" data-testid="outstanding-invoice-late"><Trans>{late} j de retard</Trans></Badge> : <Text as="span" color="gray.600"><Trans>À échoir</Trans></Text>;
}

/**
 * A client's open invoices (number, issued, due, total, paid, left, days late, reminders sent): a table from md, cards
 * under it. `canRemind` (seeAllPayment) offers to send each one's next reminder.
 */
export function OpenInvoices({ invoices, id, canRemind = false }: { invoices: readonly OpenInvoice[]; id: string; canRemind?: boolean }) {
  const { t } = useLingui();
  return (
    <Box id={id} data-testid="outstanding-invoices">
      <Table.Root size="sm" hideBelow="md" aria-label={t`Factures à payer`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader><Trans>Facture</Trans></Table.ColumnHeader>
            <Table.ColumnHeader><Trans>Émise le</Trans></Table.ColumnHeader>
            <Table.ColumnHeader><Trans>Échéance</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>Total TTC</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>Payé</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>Reste dû</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>Retard</Trans></Table.ColumnHeader>
            <Table.ColumnHeader><Trans>Relances</Trans></Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {invoices.map((i) => (
            <Table.Row key={i.id} data-testid="outstanding-invoice" data-number={i.number}>
              <Table.Cell fontWeight="medium" data-testid="outstanding-invoice-number">{i.number}</Table.Cell>
              <Table.Cell>{formatDate(i.issuedAt)}</Table.Cell>
              <Table.Cell>{formatDay(i.dueDate)}</Table.Cell>
              <Table.Cell textAlign="end">{formatCents(i.totalTtcCents)}</Table.Cell>
              <Table.Cell textAlign="end">{formatCents(i.paidCents)}</Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold" data-testid="outstanding-invoice-left">{formatCents(i.leftCents)}</Table.Cell>
              <Table.Cell textAlign="end"><Late days={i.daysLate} /></Table.Cell>
              <Table.Cell>
                <Stack gap="1" align="flex-start">
                  <SentReminders invoice={i} />
                  {canRemind ? <RemindButton invoice={i} /> : null}
                </Stack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Stack as="ul" listStyleType="none" gap="2" hideFrom="md">
        {invoices.map((i) => {
          const due = formatDay(i.dueDate);
          const total = formatCents(i.totalTtcCents);
          const issued = formatDate(i.issuedAt);
          const left = formatCents(i.leftCents);
          return (
            <Box as="li" key={i.id} borderWidth="1px" borderRadius="md" p="2" fontSize="sm" data-testid="outstanding-invoice-card" data-number={i.number}>
              <HStack justify="space-between" gap="2"><Text fontWeight="medium">{i.number}</Text><Late days={i.daysLate} /></HStack>
              <Text color="gray.700"><Trans>Émise le {issued} · échéance {due} · total {total}</Trans></Text>
              <Text fontWeight="semibold"><Trans>Reste dû : {left}</Trans></Text>
              <SentReminders invoice={i} />
              {canRemind ? <Box mt="1"><RemindButton invoice={i} /></Box> : null}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
