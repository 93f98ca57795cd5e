import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api, ApiError } from '@vendange/api-client';
import type { OpenInvoice, ReminderLevel } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { ConfirmDialog, formatCents, formatDate } from '@vendange/ui';
import { failureText } from '../dialogs/failure-text';
import { refreshPayments } from './refresh-payments';
import { asksConfirmation, nextReminderLevel, remindButtonLabels, reminderSentMessages, sentReminderLabels, withValues } from './reminder-steps';

/** The reminders an open invoice was sent, in order ("Relance 1 le 25/11/2026"); the address each went to on hover. */
export function SentReminders({ invoice }: { invoice: OpenInvoice }) {
  const { i18n } = useLingui();
  if (invoice.reminders.length === 0) return null;
  return (
    <Stack as="ul" listStyleType="none" gap="0" fontSize="xs" color="gray.700" data-testid="outstanding-invoice-reminders">
      {invoice.reminders.map((r) => (
        <Text as="li" key={r.level} title={r.sentTo ?? undefined} data-testid="outstanding-invoice-reminder" data-level={r.level}>
          {i18n._(withValues(sentReminderLabels[r.level], { date: formatDate(r.sentAt) }))}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * Sends an open invoice's next reminder now (POST /v1/invoices/{id}/reminders, seeAllPayment): "Relancer", "Relancer (2e)",
 * then the formal notice, confirmed first. None once the formal notice went. The outstandings are read again after it,
 * and after a refusal (sent meanwhile from another tab, or by the daily run).
 */
export function RemindButton({ invoice }: { invoice: OpenInvoice }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const level = nextReminderLevel(invoice.reminders);
  if (!level) return null;
  const number = invoice.number;
  const left = formatCents(invoice.leftCents);

  const send = async () => {
    setBusy(true);
    try {
      const sent = await api<{ level: ReminderLevel }>(`/v1/invoices/${invoice.id}/reminders`, { method: 'POST', silent: true });
      showSnackbar('success', i18n._(withValues(reminderSentMessages[sent.level], { number })));
      setAsking(false);
      await refreshPayments();
    } catch (err) {
      showSnackbar('error', failureText(err));
      if (err instanceof ApiError && err.status === 409) {
        setAsking(false);
        await refreshPayments();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="xs" variant="outline" colorPalette={level === 'formal' ? 'red' : 'brand'} loading={busy && !asking}
        aria-label={`${i18n._(remindButtonLabels[level])} · ${number}`}
        onClick={() => (asksConfirmation(level) ? setAsking(true) : void send())} data-testid="outstanding-invoice-remind" data-level={level}>
        {i18n._(remindButtonLabels[level])}
      </Button>
      {asksConfirmation(level) ? (
        <ConfirmDialog
          open={asking} title={t`Envoyer la mise en demeure de la facture ${number} ?`} destructive busy={busy}
          confirmLabel={t`Envoyer la mise en demeure`} testId="outstanding-invoice-formal-confirm"
          message={(
            <Text>
              <Trans>Le client reçoit par e-mail une mise en demeure de payer sous huit jours les {left} restant dus ; elle rappelle les pénalités de retard et, pour un professionnel, l'indemnité forfaitaire de 40 €. C'est la dernière relance.</Trans>
            </Text>
          )}
          onConfirm={() => send()} onCancel={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
