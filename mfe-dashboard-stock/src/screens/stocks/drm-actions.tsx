import { Button, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { mutate } from 'swr';
import { api, downloadFile } from '@vendange/api-client';
import type { DrmMonthStatus, DrmReturn } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { ConfirmDialog } from '@vendange/ui';
import { monthText } from '../../lib/drm-view';

/** Every DRM read again (the months' statuses and the returns) once a month is filed. */
const refreshDrm = () => mutate((key: unknown) => typeof key === 'string' && key.includes('/v1/stocks/drm'));

/**
 * The return's files, fetched with the bearer token (downloadFile), and "Marquer comme déposée" for an ended month
 * not yet filed (createWarehouse), confirmed first: a filed month no longer changes.
 */
export function DrmActions({ drm, status }: { drm: DrmReturn; status: DrmMonthStatus }) {
  const { t, i18n } = useLingui();
  const { shopId, can } = useShopAccess();
  const [downloading, setDownloading] = useState<'csv' | 'pdf' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const month = monthText(drm.month, i18n.locale === 'en' ? 'en' : 'fr');
  const query = { shopId: shopId ?? undefined };

  const download = async (kind: 'csv' | 'pdf') => {
    setDownloading(kind);
    try {
      await downloadFile(`/v1/stocks/drm/${drm.month}/${kind}`, {
        accept: kind === 'csv' ? 'text/csv' : 'application/pdf', fallback: `DRM-${drm.month}.${kind}`, query,
      });
    } catch (err) {
      showSnackbar('error', (err as Error).message);
    } finally {
      setDownloading(null);
    }
  };

  const file = async () => {
    try {
      await api<DrmReturn>(`/v1/stocks/drm/${drm.month}/file`, { method: 'POST', query });
      showSnackbar('success', t`DRM ${month} marquée comme déposée.`);
    } catch {
      // api() has shown the server's words (already filed, month not ended); the statuses read again say where it stands.
    } finally {
      setConfirming(false);
      await refreshDrm();
    }
  };

  const canFile = status.status === 'draft' && drm.status === 'draft' && can('createWarehouse');
  return (
    <Wrap gap="2">
      <Button variant="outline" size="sm" loading={downloading === 'csv'} onClick={() => void download('csv')} data-testid="drm-csv">
        <Trans>Télécharger le fichier EDI (CSV)</Trans>
      </Button>
      <Button variant="outline" size="sm" loading={downloading === 'pdf'} onClick={() => void download('pdf')} data-testid="drm-pdf">
        <Trans>Télécharger le PDF</Trans>
      </Button>
      {canFile ? (
        <Button colorPalette="brand" size="sm" onClick={() => setConfirming(true)} data-testid="drm-file">
          <Trans>Marquer comme déposée</Trans>
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming} title={t`Marquer la DRM ${month} comme déposée ?`} confirmLabel={t`Marquer comme déposée`}
        message={(
          <Trans>
            Faites-le une fois la déclaration déposée auprès des douanes. Une DRM déposée est conservée telle quelle et ne change plus,
            même si un mouvement de ce mois est enregistré plus tard : une correction se déclare sur la DRM du mois suivant.
          </Trans>
        )}
        onConfirm={file} onCancel={() => setConfirming(false)} testId="drm-file-dialog"
      />
    </Wrap>
  );
}
