import { Badge, Box, Table, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { OrderLine, SaleDetail } from '@vendange/contracts';
import { formatCents, formatRate } from '@vendange/ui';
import { boxRoles } from './box-rows';
import { LineChangeNote } from './line-change-note';

/** The lines of an order or a quote as priced, each with the price or discount the producer set and why. */
export function OrderLinesTable({ lines, changes, showReasons }: { lines: OrderLine[]; changes: SaleDetail['lineChanges']; showReasons: boolean }) {
  const roles = boxRoles(lines);
  const changeOf = new Map(changes.map((c) => [c.lineId, c]));
  return (
    <Box bg="white" borderRadius="md" borderWidth="1px" overflowX="auto">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader><Trans>Article</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>Quantité</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>Prix unitaire TTC</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>TVA</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>Total TTC</Trans></Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((l) => {
            const change = changeOf.get(l.id);
            return (
              <Table.Row key={l.id} data-testid="order-line" data-box={roles.get(l.id) ?? undefined}>
                <Table.Cell ps={roles.get(l.id) === 'inBox' ? '8' : undefined}>
                  {roles.get(l.id) === 'box' ? <Badge size="sm" colorPalette="purple" me="2"><Trans>Coffret</Trans></Badge> : null}
                  <Text as="span">{l.label}</Text>
                  {change ? <LineChangeNote change={change} showReason={showReasons} /> : null}
                </Table.Cell>
                <Table.Cell textAlign="end">{l.quantity}</Table.Cell>
                <Table.Cell textAlign="end">{formatCents(l.unitTtcCents)}</Table.Cell>
                <Table.Cell textAlign="end">{formatRate(l.vatRate)}</Table.Cell>
                <Table.Cell textAlign="end">{formatCents(l.lineTtcCents)}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
