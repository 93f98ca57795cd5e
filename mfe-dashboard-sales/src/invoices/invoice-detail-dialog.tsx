import { Box, Button, CloseButton, Dialog, HStack, Portal, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { hasPermission, subjectFromUser } from '@vendange/access';
import { useApi } from '@vendange/api-client';
import type { InvoiceDetail } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { ErrorScreen, formatCents, formatDate, formatDateTime, formatRate, PageLoader } from '@vendange/ui';
import { creditableLines } from './credit-note-form';
import { PdfButton } from './pdf-button';
import { SendDocumentDialog } from './send-document-dialog';
import { CreditStatusBadge, LegalStatusBadge } from './status-badges';

function Party({ title, name, lines }: { title: ReactNode; name: string; lines: string[] }) {
  return (
    <Box>
      <Text fontSize="sm" color="gray.600">{title}</Text>
      <Text fontWeight="medium">{name}</Text>
      {lines.map((l, i) => <Text key={i} fontSize="sm">{l}</Text>)}
    </Box>
  );
}

function Amount({ label, cents, strong, testId }: { label: ReactNode; cents: number; strong?: boolean; testId?: string }) {
  return (
    <HStack justify="space-between" fontWeight={strong ? 'semibold' : undefined} data-testid={testId}>
      <Text>{label}</Text><Text>{formatCents(cents)}</Text>
    </HStack>
  );
}

/** The document itself: parties, lines, VAT per rate and totals, as printed on its PDF. */
function InvoiceBody({ invoice }: { invoice: InvoiceDetail }) {
  // The promo code's share per line has its own column only when the order had one.
  const discounted = invoice.lines.some((l) => l.discountCents !== 0);
  // Excise and social-security levy sit inside the line's HT (and the VAT base): shown apart when there are some.
  const duties = invoice.lines.some((l) => l.dutiesCents !== 0);
  // addressLines already end with the postcode and city (the contract): printed as they are.
  const address = (p: InvoiceDetail['buyer']) => p.addressLines.filter(Boolean);
  return (
    <Stack gap="4">
      <HStack gap="2" wrap="wrap">
        <LegalStatusBadge status={invoice.legalStatus} />
        {invoice.creditStatus ? <CreditStatusBadge status={invoice.creditStatus} /> : null}
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" fontSize="sm">
        <Text><Trans>Émise le {formatDateTime(invoice.issuedAt)}</Trans></Text>
        <Text><Trans>Échéance : {formatDate(invoice.dueDate)}</Trans></Text>
        {invoice.orderReference ? <Text><Trans>Commande {invoice.orderReference}</Trans></Text> : null}
        {invoice.sourceNumber ? <Text data-testid="invoice-detail-source"><Trans>Avoir sur la facture {invoice.sourceNumber}</Trans></Text> : null}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <Party title={<Trans>Vendeur</Trans>} name={invoice.seller.name} lines={address(invoice.seller)} />
        <Party title={<Trans>Client</Trans>} name={invoice.buyer.name} lines={address(invoice.buyer)} />
      </SimpleGrid>
      {invoice.reason ? <Text fontSize="sm" data-testid="invoice-detail-reason"><Trans>Raison : {invoice.reason}</Trans></Text> : null}
      <Box borderWidth="1px" borderRadius="md" overflowX="auto">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader><Trans>Article</Trans></Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end"><Trans>Quantité</Trans></Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end"><Trans>Prix unitaire HT</Trans></Table.ColumnHeader>
              {discounted ? <Table.ColumnHeader textAlign="end"><Trans>Remise HT</Trans></Table.ColumnHeader> : null}
              <Table.ColumnHeader textAlign="end"><Trans>TVA</Trans></Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end"><Trans>Total HT</Trans></Table.ColumnHeader>
              {duties ? <Table.ColumnHeader textAlign="end"><Trans>dont accises et cotisation</Trans></Table.ColumnHeader> : null}
              <Table.ColumnHeader textAlign="end"><Trans>Total TTC</Trans></Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {invoice.lines.map((l) => (
              <Table.Row key={l.id} data-testid="invoice-detail-line">
                <Table.Cell>{l.label}</Table.Cell>
                <Table.Cell textAlign="end">{l.quantity}</Table.Cell>
                <Table.Cell textAlign="end">{formatCents(l.unitHtCents)}</Table.Cell>
                {discounted ? <Table.Cell textAlign="end">{l.discountCents ? `−${formatCents(l.discountCents)}` : ''}</Table.Cell> : null}
                <Table.Cell textAlign="end">{formatRate(l.vatRate)}</Table.Cell>
                <Table.Cell textAlign="end">{formatCents(l.lineHtCents)}</Table.Cell>
                {duties ? <Table.Cell textAlign="end">{formatCents(l.dutiesCents)}</Table.Cell> : null}
                <Table.Cell textAlign="end">{formatCents(l.lineTtcCents)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
        <Box borderWidth="1px" borderRadius="md" overflowX="auto" data-testid="invoice-detail-vat">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader><Trans>Taux de TVA</Trans></Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end"><Trans>Base HT</Trans></Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end"><Trans>TVA</Trans></Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {invoice.vatBreakdown.map((v) => (
                <Table.Row key={v.rate}>
                  <Table.Cell>{formatRate(v.rate)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(v.baseCents)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(v.vatCents)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        <Stack gap="1" borderWidth="1px" borderRadius="md" p="3" data-testid="invoice-detail-totals">
          <Amount label={<Trans>Total HT</Trans>} cents={invoice.totalHtCents} />
          <Amount label={<Trans>TVA</Trans>} cents={invoice.vatCents} />
          <Amount label={<Trans>Total TTC</Trans>} cents={invoice.totalTtcCents} strong testId="invoice-detail-total" />
          {invoice.creditedCents > 0 ? <Amount label={<Trans>Déjà crédité (TTC)</Trans>} cents={-invoice.creditedCents} testId="invoice-detail-credited" /> : null}
        </Stack>
      </SimpleGrid>
      {invoice.paymentTerms ? <Text fontSize="xs" color="gray.600" whiteSpace="pre-line">{invoice.paymentTerms}</Text> : null}
    </Stack>
  );
}

/**
 * 'Détail' of a document in a dialog (full screen on phones). An invoice with something left to credit offers
 * 'Créer un avoir' when `onCredit` is given (the staff lists); staff who may bill send it by e-mail.
 */
export function InvoiceDetailDialog({ invoiceId, onClose, onCredit }: { invoiceId: number | null; onClose: () => void; onCredit?: (invoice: InvoiceDetail) => void }) {
  const { t } = useLingui();
  const { data: invoice, error } = useApi<InvoiceDetail>(invoiceId !== null ? `/v1/invoices/${invoiceId}` : null, undefined, { shouldRetryOnError: false });
  const creditable = invoice && invoice.kind === 'invoice' ? creditableLines(invoice).length > 0 : false;
  const { user } = useShopAccess();
  const [sending, setSending] = useState(false);
  const maySend = !!invoice && hasPermission(subjectFromUser(user), invoice.shopId, 'billOrder');
  return (
    <>
    <Dialog.Root open={invoiceId !== null} size={{ base: 'full', md: 'xl' }} placement="center" scrollBehavior="inside" onOpenChange={(d) => { if (!d.open) onClose(); }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="invoice-detail">
            <Dialog.Header>
              <Dialog.Title data-testid="invoice-detail-number">{invoice?.number ?? t`Document`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {error ? <ErrorScreen detail={error instanceof Error ? error.message : undefined} /> : null}
              {!invoice && !error ? <PageLoader /> : null}
              {invoice && invoice.id === invoiceId ? <InvoiceBody invoice={invoice} /> : null}
            </Dialog.Body>
            <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch">
              <Button variant="outline" onClick={onClose}><Trans>Fermer</Trans></Button>
              {invoice ? <PdfButton invoice={invoice} size="md" /> : null}
              {invoice && maySend ? (
                <Button variant="outline" colorPalette="brand" onClick={() => setSending(true)} data-testid="invoice-send-open"><Trans>Envoyer par e-mail</Trans></Button>
              ) : null}
              {invoice && onCredit && creditable ? (
                <Button colorPalette="brand" onClick={() => onCredit(invoice)} data-testid="invoice-credit-open"><Trans>Créer un avoir</Trans></Button>
              ) : null}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label={t`Fermer`} /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
    {maySend ? (
      <SendDocumentDialog document={sending && invoice ? invoice : null} defaultTo={invoice?.buyer.email ?? null} onClose={() => setSending(false)} />
    ) : null}
    </>
  );
}
