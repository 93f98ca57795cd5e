import { Alert, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { api, useApi } from '@vendange/api-client';
import type { OrderStatus, SaleDetail } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { showSnackbar } from '@vendange/store';
import { ConfirmDialog } from '@vendange/ui';
import { failureText } from '../dialogs/failure-text';
import { SendByMailDialog } from '../dialogs/send-by-mail';
import { quoteConvertible, quoteSendable } from './quote-labels';
import { QuotePdfButton } from './quote-pdf-button';

export interface QuoteRef { id: number; reference: string; clientName: string; status: OrderStatus; orderId: number | null; sentAt: string | null }

/**
 * 'Envoyer au client': the shared SendByMailDialog, the client's address first (as the quote holds it, read when the
 * dialog opens from a list), the shop's collaborators and agents suggested; each recipient gets the mail with the link.
 */
function QuoteSendDialog({ quote, known, onSent, onClose }: { quote: QuoteRef; known: string | null | undefined; onSent: (sale: SaleDetail) => void; onClose: () => void }) {
  const { t } = useLingui();
  const { data, isLoading } = useApi<SaleDetail>(known === undefined ? `/v1/orders/${quote.id}` : null, undefined, { shouldRetryOnError: false });
  const email = known === undefined ? data?.contact?.email || null : known;
  const reference = quote.reference;
  const send = async (recipients: string[] | undefined) => {
    const sent = await api<SaleDetail>(`/v1/quotes/${quote.id}/send`, { method: 'POST', body: recipients ? { recipients } : {}, silent: true });
    const where = recipients?.join(', ') ?? quote.clientName;
    showSnackbar('success', t`Devis ${reference} envoyé à ${where}.`);
    onSent(sent);
  };
  let intro: ReactNode = <Text data-testid="quote-send-email"><Trans>Chaque destinataire reçoit le devis en PDF, avec un lien pour l'accepter ou le refuser en ligne.</Trans></Text>;
  if (known === undefined && isLoading) intro = <Text fontSize="sm" color="gray.600"><Trans>Recherche de l'adresse du client…</Trans></Text>;
  else if (!email) intro = <Text color="orange.700" data-testid="quote-send-no-email"><Trans>Aucune adresse e-mail connue pour ce client : ajoutez-la à sa fiche (CRM › Clients) ou indiquez un destinataire.</Trans></Text>;
  return (
    <SendByMailDialog
      documentKey={quote.id} title={t`Envoyer le devis ${reference} ?`} ariaLabel={t`Envoyer le devis`} testId="quote-send"
      submitLabel={<Trans>Envoyer le devis</Trans>} defaultTo={email} intro={intro} onSend={send} onClose={onClose}
    />
  );
}

/**
 * A quote's actions: 'Envoyer au client' (POST /v1/quotes/{id}/send, the client and the recipients added are mailed a link) and
 * 'Transformer en commande' (POST /v1/quotes/{id}/order, then the new order opens), each confirmed first.
 * `email` is the client's when the caller has it (undefined: read from the quote when asked).
 */
export function QuoteActions({ quote, email, onChanged, compact = false }: {
  quote: QuoteRef; email?: string | null; onChanged?: (sale: SaleDetail) => void;
  /** In a list: small buttons, and a link to open the quote. */
  compact?: boolean;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { can } = useShopAccess();
  const [asking, setAsking] = useState<'send' | 'convert' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const reference = quote.reference;
  const client = quote.clientName;
  const close = () => { setAsking(null); setFailure(null); };

  const convert = async () => {
    setFailure(null);
    try {
      const order = await api<SaleDetail>(`/v1/quotes/${quote.id}/order`, { method: 'POST', silent: true });
      const made = order.reference;
      showSnackbar('success', t`Commande ${made} créée depuis le devis ${reference}.`);
      close();
      void navigate(getHref('orderDetail', { id: order.id }));
    } catch (err) {
      setFailure(failureText(err));
    }
  };
  const size = compact ? 'xs' : 'md';
  const failed = failure ? <Alert.Root status="error" data-testid="quote-action-error"><Alert.Indicator /><Alert.Title role="alert">{failure}</Alert.Title></Alert.Root> : null;

  return (
    <Flex gap="2" wrap="wrap" direction={compact ? 'row' : { base: 'column', sm: 'row' }} data-testid="quote-actions">
      {quoteSendable(quote) && can('createQuote') ? (
        <Button size={size} colorPalette="brand" variant={compact ? 'outline' : 'solid'} onClick={() => setAsking('send')} data-testid="quote-send">
          {quote.sentAt ? <Trans>Renvoyer au client</Trans> : <Trans>Envoyer au client</Trans>}
        </Button>
      ) : null}
      {quoteConvertible(quote) && can('createOrder') ? (
        <Button size={size} colorPalette="brand" variant="outline" onClick={() => setAsking('convert')} data-testid="quote-convert">
          <Trans>Transformer en commande</Trans>
        </Button>
      ) : null}
      {compact ? null : <QuotePdfButton quote={quote} />}
      {compact ? (
        <Button asChild size={size} variant="ghost" colorPalette="brand"><RouterLink to={getHref('orderDetail', { id: quote.id })} data-testid="quote-open"><Trans>Ouvrir</Trans></RouterLink></Button>
      ) : null}
      {quote.orderId !== null ? (
        <Link asChild color="brand.600" fontSize="sm" alignSelf="center"><RouterLink to={getHref('orderDetail', { id: quote.orderId })} data-testid="quote-order-link"><Trans>Voir la commande</Trans></RouterLink></Link>
      ) : null}
      {asking === 'send' ? <QuoteSendDialog quote={quote} known={email} onClose={close} onSent={(sent) => { close(); onChanged?.(sent); }} /> : null}
      <ConfirmDialog
        open={asking === 'convert'}
        title={t`Transformer le devis ${reference} en commande ?`}
        message={(
          <Stack gap="3">
            <Text><Trans>Une commande validée est créée pour {client} avec les lignes et les prix du devis ; ses articles sont réservés.</Trans></Text>
            {failed}
          </Stack>
        )}
        confirmLabel={t`Créer la commande`}
        onConfirm={convert}
        onCancel={close}
      />
    </Flex>
  );
}
