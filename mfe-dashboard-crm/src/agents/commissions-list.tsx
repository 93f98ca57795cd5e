import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@vendange/api-client';
import type { Commission } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { ConfirmDialog, formatCents, formatDate, ListPage } from '@vendange/ui';
import { percentOf } from './rate-percent';

const StatusBadge = ({ c }: { c: Commission }) => (c.status === 'paid'
  ? <Badge colorPalette="green" data-testid="commission-status"><Trans>Payée le {formatDate(c.paidAt!)}</Trans></Badge>
  : <Badge colorPalette="orange" data-testid="commission-status"><Trans>À payer</Trans></Badge>);

/**
 * Commissions, one line per invoice or credit note: a shop's (with "Marquer payée" when `payShopId` is given, after a
 * confirmation) or the agent's own across producers (path /v1/commissions/mine).
 */
export function CommissionsList({ path, query, payShopId }: { path: string; query: Record<string, string | number | undefined>; payShopId?: number | null }) {
  const { t } = useLingui();
  const { mutate } = useSWRConfig();
  const [paying, setPaying] = useState<Commission | null>(null);
  const pay = async () => {
    if (!paying || !payShopId) return;
    try {
      await api<Commission>(`/v1/commissions/${paying.id}/paid`, { method: 'PUT', body: { shopId: payShopId } });
      showSnackbar('success', t`Commission marquée payée : l'agent est prévenu.`);
      await mutate((key) => typeof key === 'string' && key.includes('/v1/commissions'));
    } finally {
      setPaying(null);
    }
  };
  // Lines of a product with its own rate were paid at it: « 10 % (+ 1 taux produit) ».
  const rateText = (c: Commission) => {
    const own = Object.keys(c.productRatesBp).length;
    const rate = percentOf(c.rateBp);
    return own > 0 ? t`${rate} % (+ ${own} taux produit)` : `${rate} %`;
  };
  const amount = (c: Commission) => <Text as="span" fontWeight="semibold" color={c.amountCents < 0 ? 'red.700' : undefined}>{formatCents(c.amountCents)}</Text>;
  const payButton = (c: Commission) => (payShopId && c.status === 'due' ? (
    <Button size="xs" colorPalette="brand" onClick={() => setPaying(c)} data-testid="commission-pay"><Trans>Marquer payée</Trans></Button>
  ) : null);
  return (
    <>
      <ListPage<Commission>
        testId="commissions-list" title={<Trans>Commissions</Trans>} path={path} query={query} rowKey={(c) => c.id} searchable={false}
        empty={<Trans>Aucune commission sur cette période : elles naissent des factures des ventes de l'agent.</Trans>}
        columns={[
          { header: <Trans>Date</Trans>, cell: (c) => formatDate(c.issuedAt) },
          { header: <Trans>Document</Trans>, cell: (c) => <>{c.invoiceNumber}{c.invoiceKind === 'credit' ? <Badge ml="2" size="sm"><Trans>Avoir</Trans></Badge> : null}</> },
          { header: <Trans>Commande</Trans>, cell: (c) => `${c.orderReference} · ${c.clientName}` },
          { header: <Trans>Base HT hors droits</Trans>, cell: (c) => formatCents(c.baseCents), align: 'end' },
          { header: <Trans>Taux</Trans>, cell: (c) => rateText(c), align: 'end' },
          { header: <Trans>Commission</Trans>, cell: amount, align: 'end' },
          { header: <Trans>Statut</Trans>, cell: (c) => <Flex gap="2" align="center"><StatusBadge c={c} />{payButton(c)}</Flex> },
        ]}
        card={(c) => (
          <Stack gap="1">
            <Flex justify="space-between"><Text fontWeight="medium">{c.invoiceNumber}</Text>{amount(c)}</Flex>
            <Text fontSize="sm" color="gray.600">{formatDate(c.issuedAt)} · {c.orderReference} · {c.clientName} · {rateText(c)}</Text>
            <Flex gap="2" align="center"><StatusBadge c={c} />{payButton(c)}</Flex>
          </Stack>
        )}
      />
      <ConfirmDialog open={paying !== null} message={<Trans>Marquer payée la commission de {paying ? formatCents(paying.amountCents) : ''} sur {paying?.invoiceNumber} ? L'agent en sera prévenu.</Trans>}
        confirmLabel={t`Marquer payée`} onConfirm={pay} onCancel={() => setPaying(null)} testId="commission-pay-confirm" />
    </>
  );
}
