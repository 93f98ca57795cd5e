import { Badge, Box, Button, Card, Flex, Heading, HStack, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useApi } from '@vendange/api-client';
import type { SalesPoint, SalesPointDay, Ticket } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { formatCents, formatDateTime, NotFound, PageLoader, Pager } from '@vendange/ui';
import { SalesPointDialog } from '../sales-points/sales-point-dialog';
import { ReceiptDialog } from '../till/receipt-dialog';
import { tillPaymentLabels } from '../till/till-labels';

const parisToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
const LIMIT = 20;

function TicketKind({ ticket }: { ticket: Ticket }) {
  if (ticket.kind === 'cancellation') return <Badge colorPalette="red"><Trans>Annulation</Trans></Badge>;
  if (ticket.cancelledByTicketId) return <Badge colorPalette="orange"><Trans>Annulé</Trans></Badge>;
  return <Badge colorPalette="green"><Trans>Vente</Trans></Badge>;
}

/**
 * /dashboard/salespoints/{id}: a sales point's settings (edit), its till (« Ouvrir la caisse ») and its day: tickets
 * of the French calendar day chosen, the total and what each payment type brought in; a ticket opens its receipt.
 */
export function SalesPointScreen() {
  const { t, i18n } = useLingui();
  const { id } = useParams();
  const { shopId } = useShopAccess();
  const pointId = Number(id);
  const [day, setDay] = useState(parisToday);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState(false);
  const [opened, setOpened] = useState<number | null>(null);
  const query = { shopId: shopId ?? undefined };
  const { data: point, error, mutate } = useApi<SalesPoint>(Number.isInteger(pointId) ? `/v1/salespoints/${pointId}` : null, query);
  const { data: today, mutate: reloadDay, error: dayError } = useApi<SalesPointDay>(point ? `/v1/salespoints/${pointId}/day` : null, { ...query, day, page, limit: LIMIT });

  if (error && (error as { status?: number }).status === 404) return <NotFound />;
  if (error) return <Text color="red.600" role="alert" p="6">{error instanceof Error ? error.message : t`Le point de vente n'a pas pu être chargé.`}</Text>;
  if (!point) return <PageLoader />;
  return (
    <Stack gap="5" p={{ base: '3', md: '6' }} data-testid="salespoint-screen">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Stack gap="0">
          <Heading size="lg" data-testid="salespoint-title">{point.name}</Heading>
          <Text color="gray.600">{point.location ?? ''}</Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          {point.active ? <Badge colorPalette="green"><Trans>Actif</Trans></Badge> : <Badge><Trans>Inactif</Trans></Badge>}
          <Button variant="outline" onClick={() => setEditing(true)} data-testid="salespoint-edit"><Trans>Modifier</Trans></Button>
          <Button asChild variant="outline"><RouterLink to={getHref('salesPointJournal', { id: point.id })} data-testid="salespoint-journal"><Trans>Journal et clôtures</Trans></RouterLink></Button>
          {point.active ? (
            <Button asChild colorPalette="brand" size="lg"><RouterLink to={getHref('salesPointNewOrder', { id: point.id })} data-testid="salespoint-open-till"><Trans>Ouvrir la caisse</Trans></RouterLink></Button>
          ) : null}
        </HStack>
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <Card.Root><Card.Body>
          <Text fontSize="sm" color="gray.600"><Trans>Moyens de paiement</Trans></Text>
          <Text>{point.paymentTypes.map((p) => i18n._(tillPaymentLabels[p])).join(', ')}</Text>
        </Card.Body></Card.Root>
        <Card.Root><Card.Body>
          <Text fontSize="sm" color="gray.600"><Trans>Tarif</Trans></Text>
          <Text>{point.priceList ?? t`Tarif public de la boutique`}</Text>
        </Card.Body></Card.Root>
        <Card.Root><Card.Body>
          <Text fontSize="sm" color="gray.600"><Trans>Afficheur client</Trans></Text>
          <Text>{point.displayDevice ?? t`Aucun`}</Text>
        </Card.Body></Card.Root>
      </SimpleGrid>

      <Stack gap="3" data-testid="salespoint-day">
        <Flex justify="space-between" align="flex-end" gap="3" wrap="wrap">
          <Heading size="md"><Trans>Journée</Trans></Heading>
          <Box>
            <label htmlFor="salespoint-day-input"><Text fontSize="sm" color="gray.600"><Trans>Jour</Trans></Text></label>
            <Input id="salespoint-day-input" type="date" bg="white" value={day} onChange={(e) => { setDay(e.target.value || parisToday()); setPage(1); }} data-testid="salespoint-day-input" />
          </Box>
        </Flex>
        {dayError ? <Text color="red.600" role="alert">{dayError instanceof Error ? dayError.message : ''}</Text> : null}
        {!today && !dayError ? <PageLoader /> : null}
        {today ? (
          <>
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
              <Card.Root><Card.Body><Text fontSize="sm" color="gray.600"><Trans>Total TTC</Trans></Text><Text fontSize="xl" fontWeight="bold" data-testid="day-total">{formatCents(today.totalTtcCents)}</Text></Card.Body></Card.Root>
              <Card.Root><Card.Body><Text fontSize="sm" color="gray.600"><Trans>Ventes</Trans></Text><Text fontSize="xl" data-testid="day-sales">{today.sales}</Text></Card.Body></Card.Root>
              <Card.Root><Card.Body><Text fontSize="sm" color="gray.600"><Trans>Annulations</Trans></Text><Text fontSize="xl" data-testid="day-cancellations">{today.cancellations}</Text></Card.Body></Card.Root>
              <Card.Root><Card.Body><Text fontSize="sm" color="gray.600"><Trans>Pourboires</Trans></Text><Text fontSize="xl">{formatCents(today.tipsCents)}</Text></Card.Body></Card.Root>
            </SimpleGrid>
            {today.byPayment.length > 0 ? (
              <HStack gap="4" wrap="wrap" data-testid="day-payments">
                {today.byPayment.map((p) => <Text key={p.type}>{i18n._(tillPaymentLabels[p.type])} : <b>{formatCents(p.amountCents)}</b></Text>)}
              </HStack>
            ) : null}
            {today.tickets.length === 0 ? <Text color="gray.600" data-testid="day-empty"><Trans>Aucun ticket ce jour-là.</Trans></Text> : (
              <>
                <Stack gap="2" hideFrom="md">
                  {today.tickets.map((tk) => (
                    <Card.Root key={tk.id} as="button" textAlign="start" onClick={() => setOpened(tk.id)} data-testid="day-ticket-card">
                      <Card.Body p="3">
                        <Flex justify="space-between"><Text fontWeight="medium"><Trans>Ticket n°{tk.number}</Trans></Text><TicketKind ticket={tk} /></Flex>
                        <Flex justify="space-between"><Text color="gray.600">{formatDateTime(tk.soldAt)}</Text><Text fontWeight="bold">{formatCents(tk.totalTtcCents)}</Text></Flex>
                      </Card.Body>
                    </Card.Root>
                  ))}
                </Stack>
                <Table.Root size="sm" hideBelow="md" bg="white" data-testid="day-tickets">
                  <Table.Header><Table.Row>
                    <Table.ColumnHeader><Trans>N°</Trans></Table.ColumnHeader>
                    <Table.ColumnHeader><Trans>Heure</Trans></Table.ColumnHeader>
                    <Table.ColumnHeader><Trans>Type</Trans></Table.ColumnHeader>
                    <Table.ColumnHeader><Trans>Client</Trans></Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end"><Trans>Total TTC</Trans></Table.ColumnHeader>
                    <Table.ColumnHeader />
                  </Table.Row></Table.Header>
                  <Table.Body>
                    {today.tickets.map((tk) => (
                      <Table.Row key={tk.id} data-testid="day-ticket">
                        <Table.Cell>{tk.number}</Table.Cell>
                        <Table.Cell>{formatDateTime(tk.soldAt)}</Table.Cell>
                        <Table.Cell><TicketKind ticket={tk} /></Table.Cell>
                        <Table.Cell>{tk.clientName ?? '-'}</Table.Cell>
                        <Table.Cell textAlign="end">{formatCents(tk.totalTtcCents)}</Table.Cell>
                        <Table.Cell textAlign="end"><Button size="xs" variant="outline" onClick={() => setOpened(tk.id)} data-testid="day-ticket-open"><Trans>Voir le ticket</Trans></Button></Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
                <Pager page={page} total={today.total} limit={LIMIT} onPage={setPage} />
              </>
            )}
          </>
        ) : null}
      </Stack>
      {editing ? <SalesPointDialog point={point} onClose={() => setEditing(false)} onSaved={(p) => void mutate(p, { revalidate: false })} /> : null}
      {opened !== null ? <ReceiptDialog pointId={point.id} ticketId={opened} onClose={() => setOpened(null)} onChanged={() => void reloadDay()} /> : null}
    </Stack>
  );
}
