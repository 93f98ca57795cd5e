import { Button, Field, Flex, HStack, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { QuoteSummary } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { formatCents, formatDate, ListPage } from '@vendange/ui';
import { QuoteActions } from '../quotes/quote-actions';
import { quoteFilterStatuses, quoteStatusLabels, quoteStatusOf, quoteStatusSearch, type QuoteFilterStatus } from '../quotes/quote-labels';
import { QuoteStatusBadge } from '../quotes/quote-status-badge';
import { QuoteValidity } from '../quotes/quote-validity';

const newQuoteHref = () => `${getHref('orderAdd')}?subType=quote`;

const referenceLink = (q: QuoteSummary) => (
  <Link asChild color="brand.600" fontWeight="medium"><RouterLink to={getHref('orderDetail', { id: q.id })}>{q.reference}</RouterLink></Link>
);

function NewQuoteButton() {
  return <Button asChild colorPalette="brand" size="sm"><RouterLink to={newQuoteHref()} data-testid="quote-new"><Trans>Nouveau devis</Trans></RouterLink></Button>;
}

/** A quote on a phone: reference and total, client and validity, status and actions. */
function QuoteCard({ quote }: { quote: QuoteSummary }) {
  return (
    <Stack gap="1.5" fontSize="sm">
      <HStack justify="space-between" align="baseline" gap="2" wrap="wrap">
        {referenceLink(quote)}
        <Text fontWeight="semibold">{formatCents(quote.totalTtcCents)} <Trans>TTC</Trans></Text>
      </HStack>
      <HStack justify="space-between" gap="2" wrap="wrap" color="gray.700">
        <Text minW="0" overflowWrap="anywhere">{quote.clientName}</Text>
        <Text color="gray.600">{formatDate(quote.createdAt)}</Text>
      </HStack>
      <HStack gap="2" wrap="wrap"><QuoteStatusBadge status={quote.status} /><Text color="gray.600"><Trans>Valable jusqu'au</Trans></Text><QuoteValidity quote={quote} /></HStack>
      <QuoteActions quote={quote} compact />
    </Stack>
  );
}

/** The status filter (kept in the URL) and the new quote button above the list. */
function QuoteFiltersBar({ value, onChange }: { value: QuoteFilterStatus | ''; onChange: (next: QuoteFilterStatus | '') => void }) {
  const { t, i18n } = useLingui();
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" justify="space-between" bg="white" borderWidth="1px" borderRadius="md" p="3" data-testid="quote-filters">
      <Field.Root w={{ base: 'full', sm: '56' }}>
        <Field.Label><Trans>Statut</Trans></Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value as QuoteFilterStatus | '')} data-testid="quote-filter-status">
            <option value="">{t`Tous les statuts`}</option>
            {quoteFilterStatuses.map((s) => <option key={s} value={s}>{i18n._(quoteStatusLabels[s]!)}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <NewQuoteButton />
    </Flex>
  );
}

/**
 * /dashboard/orders/quotes: the shop's quotes, newest first, with their validity and the client's answer; each can
 * be sent to the client or made an order from here. The status filter lives in the URL (?status=).
 */
export function QuotesScreen() {
  const { shopId } = useShopAccess();
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const status = quoteStatusOf(search);
  const setStatus = (next: QuoteFilterStatus | '') => void navigate(`${pathname}${quoteStatusSearch(search, next)}`, { replace: true });
  return (
    <ListPage<QuoteSummary>
      filters={<QuoteFiltersBar value={status} onChange={setStatus} />}
      testId="quotes-list"
      title={<Trans>Devis</Trans>}
      path="/v1/quotes"
      query={{ shopId: shopId ?? undefined, status: status || undefined }}
      rowKey={(q) => q.id}
      empty={status ? <Trans>Aucun devis avec ce statut.</Trans> : (
        <Stack gap="3" align="center">
          <Text><Trans>Aucun devis pour le moment : proposez vos prix à un client, il les accepte en ligne.</Trans></Text>
          <NewQuoteButton />
        </Stack>
      )}
      card={(q) => <QuoteCard quote={q} />}
      columns={[
        { header: <Trans>Référence</Trans>, cell: referenceLink },
        { header: <Trans>Client</Trans>, cell: (q) => q.clientName },
        { header: <Trans>Date</Trans>, cell: (q) => formatDate(q.createdAt) },
        { header: <Trans>Validité</Trans>, cell: (q) => <QuoteValidity quote={q} /> },
        { header: <Trans>Statut</Trans>, cell: (q) => <QuoteStatusBadge status={q.status} /> },
        { header: <Trans>Total TTC</Trans>, cell: (q) => formatCents(q.totalTtcCents), align: 'end' },
        { header: <Trans>Actions</Trans>, cell: (q) => <QuoteActions quote={q} compact /> },
      ]}
    />
  );
}
