import { Badge, Button, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api } from '@vendange/api-client';
import type { Maintenance } from '@vendange/contracts';
import { ConfirmDialog, formatDateTime } from '@vendange/ui';
import { maintenanceStatus, type MaintenanceStatus } from './maintenance-status';

type Row = Maintenance & { cancelledAt?: string | null };

const palette: Record<MaintenanceStatus, string> = { planned: 'blue', running: 'orange', ended: 'gray', cancelled: 'gray' };

/** The maintenances planned so far, each cancellable while it is not over. */
export function MaintenanceList({ rows, onChanged }: { rows: Row[]; onChanged: () => void }) {
  const { t } = useLingui();
  const [cancelling, setCancelling] = useState<Row | null>(null);
  const labels: Record<MaintenanceStatus, string> = { planned: t`Prévue`, running: t`En cours`, ended: t`Terminée`, cancelled: t`Annulée` };
  const now = new Date();
  if (!rows.length) return <Text color="gray.600" data-testid="maintenances-empty"><Trans>Aucune maintenance planifiée.</Trans></Text>;
  return (
    <Stack gap="2">
      <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
        <Table.Root size="sm" data-testid="maintenances">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader><Trans>Début</Trans></Table.ColumnHeader>
              <Table.ColumnHeader><Trans>Fin</Trans></Table.ColumnHeader>
              <Table.ColumnHeader><Trans>Affichage</Trans></Table.ColumnHeader>
              <Table.ColumnHeader><Trans>Statut</Trans></Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => {
              const status = maintenanceStatus(row, now);
              return (
                <Table.Row key={row.id} data-testid="maintenance-row">
                  <Table.Cell>{formatDateTime(row.startDate)}</Table.Cell>
                  <Table.Cell>{formatDateTime(row.endDate)}</Table.Cell>
                  <Table.Cell>{row.page ? t`Page de maintenance` : t`Bandeau`}</Table.Cell>
                  <Table.Cell><Badge colorPalette={palette[status]}>{labels[status]}</Badge></Table.Cell>
                  <Table.Cell textAlign="end">
                    {status === 'planned' || status === 'running' ? (
                      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setCancelling(row)}><Trans>Annuler</Trans></Button>
                    ) : null}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <ConfirmDialog
        open={!!cancelling}
        message={t`La maintenance du ${cancelling ? formatDateTime(cancelling.startDate) : ''} sera annulée et les utilisateurs ne la verront plus.`}
        confirmLabel={t`Annuler la maintenance`}
        cancelLabel={t`Garder`}
        destructive
        onCancel={() => setCancelling(null)}
        onConfirm={async () => {
          if (!cancelling) return;
          await api(`/v1/admin/maintenances/${cancelling.id}`, { method: 'DELETE' });
          setCancelling(null);
          onChanged();
        }}
      />
    </Stack>
  );
}
