import { Table, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { Ventilation } from '@vendange/contracts';
import { formatCents, formatRate } from '@vendange/ui';

type Amounts = { baseCents: number; vatCents: number; totalCents: number };

function AmountCells({ amounts, bold }: { amounts: Amounts; bold?: boolean }) {
  const weight = bold ? 'semibold' : undefined;
  return (
    <>
      <Table.Cell textAlign="end" fontWeight={weight} whiteSpace="nowrap">{formatCents(amounts.baseCents)}</Table.Cell>
      <Table.Cell textAlign="end" fontWeight={weight} whiteSpace="nowrap">{formatCents(amounts.vatCents)}</Table.Cell>
      <Table.Cell textAlign="end" fontWeight={weight} whiteSpace="nowrap">{formatCents(amounts.totalCents)}</Table.Cell>
    </>
  );
}

/**
 * The sales by account × VAT rate: each account (its number and label) with its rows per rate and its subtotal, then
 * the subtotals per rate (with the VAT account) and the total. Scrolls sideways on a phone, the account column kept.
 */
export function VentilationTable({ ventilation, testId = 'ventilation-table' }: { ventilation: Ventilation; testId?: string }) {
  const { rows, accounts, rates, total } = ventilation;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
      <Table.Root size="sm" data-testid={testId}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader minW="44"><Trans>Compte</Trans></Table.ColumnHeader>
            <Table.ColumnHeader><Trans>Taux de TVA</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>Base HT</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>TVA</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>Total TTC</Trans></Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {accounts.map((account) => {
            const ofAccount = rows.filter((r) => r.account === account.account);
            const number = account.account;
            return [
              ...ofAccount.map((r, i) => (
                <Table.Row key={`${r.account}-${r.rate}`} data-testid={`ventilation-row-${r.account}-${r.rate}`}>
                  <Table.Cell>
                    {i === 0 ? (<><Text fontWeight="medium">{r.account}</Text><Text fontSize="xs" color="gray.600">{r.label}</Text></>) : null}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatRate(r.rate)}</Table.Cell>
                  <AmountCells amounts={r} />
                </Table.Row>
              )),
              ofAccount.length > 1 ? (
                <Table.Row key={`${account.account}-total`} bg="gray.50" data-testid={`ventilation-account-${account.account}`}>
                  <Table.Cell colSpan={2}><Trans>Total du compte {number}</Trans></Table.Cell>
                  <AmountCells amounts={account} bold />
                </Table.Row>
              ) : null,
            ];
          })}
          {rates.map((rate) => {
            const shown = formatRate(rate.rate);
            const vatAccount = rate.vatAccount;
            return (
            <Table.Row key={`rate-${rate.rate}`} bg="brand.50" data-testid={`ventilation-rate-${rate.rate}`}>
              <Table.Cell><Trans>Total au taux de {shown}</Trans><Text fontSize="xs" color="gray.600"><Trans>TVA au compte {vatAccount}</Trans></Text></Table.Cell>
              <Table.Cell whiteSpace="nowrap">{shown}</Table.Cell>
              <AmountCells amounts={rate} bold />
            </Table.Row>
            );
          })}
          <Table.Row data-testid="ventilation-total" borderTopWidth="2px">
            <Table.Cell colSpan={2} fontWeight="bold"><Trans>Total des ventes</Trans></Table.Cell>
            <AmountCells amounts={total} bold />
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
