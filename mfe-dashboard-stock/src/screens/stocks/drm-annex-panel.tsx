import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { mutate } from 'swr';
import { api } from '@vendange/api-client';
import type { DrmAnnex, DrmAnnexDocument } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { calendarDayText } from '../../lib/drm-view';

/** The DRM read again (every month's return: a DAE discharged leaves the later months' lists too). */
const refreshDrm = () => mutate((key: unknown) => typeof key === 'string' && key.includes('/v1/stocks/drm'));

/**
 * The return's annex: the accompanying documents the month's exits left under, then the DAE not discharged by the
 * month's end (relevé de non-apurement). On a return not filed yet, a DAE whose receipt the recipient confirmed in
 * GAMMA is marked « apuré » here. One row per document, wrapping on phones.
 */
export function DrmAnnexPanel({ annex, editable }: { annex: DrmAnnex; editable: boolean }) {
  const { t, i18n } = useLingui();
  const { shopId } = useShopAccess();
  const [busy, setBusy] = useState<number | null>(null);
  if (annex.documents.length === 0 && annex.undischarged.length === 0) return null;
  const names = new Intl.DisplayNames([i18n.locale === 'en' ? 'en' : 'fr'], { type: 'region' });

  const discharge = async (d: DrmAnnexDocument) => {
    setBusy(d.id);
    try {
      await api<DrmAnnexDocument>(`/v1/stocks/exit-documents/${d.id}/discharge`, { method: 'POST', query: { shopId: shopId ?? undefined } });
      showSnackbar('success', t`DAE ${d.number} marqué apuré.`);
      await refreshDrm();
    } catch {
      // api() has shown the server's words.
    } finally {
      setBusy(null);
    }
  };

  const row = (d: DrmAnnexDocument, testId: string) => (
    <HStack as="li" key={`${testId}-${d.id}`} gap="3" wrap="wrap" justify="space-between" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}
      data-testid={testId} data-number={d.number}>
      <Stack gap="0">
        <Text fontWeight="medium"><Badge me="2" colorPalette={d.type === 'DAE' ? 'blue' : 'gray'}>{d.type}</Badge>{d.number}</Text>
        <Text fontSize="xs" color="gray.600">
          {[calendarDayText(d.issuedOn), d.destination ? names.of(d.destination) ?? d.destination : null, d.recipientExciseNumber ? t`destinataire ${d.recipientExciseNumber}` : null]
            .filter(Boolean).join(' · ')}
        </Text>
      </Stack>
      {d.type === 'DAE' ? (
        <HStack gap="2">
          {d.dischargedAt
            ? <Badge colorPalette="green" data-testid="drm-annex-discharged"><Trans>Apuré</Trans></Badge>
            : <Badge colorPalette="orange" data-testid="drm-annex-undischarged"><Trans>Non apuré</Trans></Badge>}
          {editable && !d.dischargedAt ? (
            <Button size="xs" variant="outline" loading={busy === d.id} onClick={() => void discharge(d)} data-testid="drm-annex-discharge">
              <Trans>Marquer apuré</Trans>
            </Button>
          ) : null}
        </HStack>
      ) : null}
    </HStack>
  );

  return (
    <Stack gap="2" data-testid="drm-annex">
      <Heading size="sm" as="h3"><Trans>Annexe : documents d'accompagnement</Trans></Heading>
      <Box bg="white" borderRadius="md" borderWidth="1px" px="4" py="1">
        {annex.documents.length > 0 ? (
          <Stack as="ul" listStyleType="none" gap="0">{annex.documents.map((d) => row(d, 'drm-annex-document'))}</Stack>
        ) : (
          <Text fontSize="sm" color="gray.600" py="2"><Trans>Aucun document d'accompagnement ce mois-ci.</Trans></Text>
        )}
      </Box>
      {annex.undischarged.length > 0 ? (
        <>
          <Heading size="xs" as="h4"><Trans>DAE non apurés à la fin du mois</Trans></Heading>
          <Box bg="white" borderRadius="md" borderWidth="1px" px="4" py="1">
            <Stack as="ul" listStyleType="none" gap="0">{annex.undischarged.map((d) => row(d, 'drm-annex-nonapurement'))}</Stack>
          </Box>
        </>
      ) : null}
    </Stack>
  );
}
