import { Button, Menu, Portal } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api, ApiError } from '@vendange/api-client';
import { messages, type ProductDetail, type ProductSummary } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { ConfirmDialog } from '@vendange/ui';

type Status = ProductSummary['status'];

/** Quick status change from the list: put online, pause, close (closing asks first: the product leaves every shop). */
export function ProductStatusMenu({ product, onChanged }: { product: Pick<ProductSummary, 'id' | 'name' | 'status'>; onChanged: () => void }) {
  const { t } = useLingui();
  const [closing, setClosing] = useState(false);
  const [busy, setBusy] = useState(false);

  async function change(status: Status) {
    setBusy(true);
    try {
      await api<ProductDetail>(`/v1/products/${product.id}/status`, { method: 'PATCH', body: { status }, silent: true });
      showSnackbar('success', status === 'online' ? t`${product.name} est en ligne.` : status === 'paused' ? t`${product.name} est en pause.` : t`${product.name} est fermé.`);
      onChanged();
    } catch (err) {
      showSnackbar('error', err instanceof ApiError ? err.message : messages.internal);
    } finally {
      setBusy(false);
    }
  }

  const actions: Array<{ status: Status; label: string }> = [
    { status: 'online', label: t`Mettre en ligne` },
    { status: 'paused', label: t`Mettre en pause` },
    { status: 'closed', label: t`Fermer` },
  ];
  return (
    <>
      <Menu.Root onSelect={({ value }) => (value === 'closed' ? setClosing(true) : void change(value as Status))}>
        <Menu.Trigger asChild>
          <Button size="xs" variant="outline" loading={busy} aria-label={t`Changer le statut de ${product.name}`} data-testid="product-status-menu">
            <Trans>Statut</Trans> ▾
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {actions.filter((a) => a.status !== product.status).map((a) => (
                <Menu.Item key={a.status} value={a.status} color={a.status === 'closed' ? 'red.600' : undefined} data-testid={`product-status-${a.status}`}>
                  {a.label}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ConfirmDialog
        open={closing}
        title={t`Fermer ${product.name} ?`}
        message={t`Le produit ne sera plus proposé à la vente, dans aucune boutique ni aucun tarif. Vous pourrez le remettre en ligne plus tard.`}
        confirmLabel={t`Fermer le produit`}
        destructive
        onConfirm={async () => { await change('closed'); setClosing(false); }}
        onCancel={() => setClosing(false)}
      />
    </>
  );
}
