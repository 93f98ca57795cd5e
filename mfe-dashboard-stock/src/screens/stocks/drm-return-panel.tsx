import { Alert, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useApi } from '@vendange/api-client';
import type { DrmMonthStatus, DrmReturn } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { ErrorScreen, formatCents, PageLoader } from '@vendange/ui';
import { drmRegimes, monthTitle } from '../../lib/drm-view';
import { regimeLabels } from '../../lib/stock-labels';
import { DrmActions } from './drm-actions';
import { DrmMonthBadge } from './drm-month-badge';
import { DrmRegimeTable } from './drm-regime-table';
import { DrmCrdTable } from '../crd/drm-crd-table';
import { DrmAnnexPanel } from './drm-annex-panel';

/** One month's return: excise number, the nil banner, a table per regime, the duties and the actions. */
export function DrmReturnPanel({ status }: { status: DrmMonthStatus }) {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'fr';
  const { shopId } = useShopAccess();
  const { data: drm, error } = useApi<DrmReturn>(`/v1/stocks/drm/${status.month}`, { shopId: shopId ?? undefined });

  if (error) return <ErrorScreen detail={error instanceof Error ? error.message : undefined} />;
  if (!drm) return <PageLoader />;
  const month = monthTitle(drm.month, locale);
  const total = formatCents(drm.dutyCents + drm.cssCents);
  const excise = formatCents(drm.dutyCents);
  const css = formatCents(drm.cssCents);
  const movements = drm.movements;

  return (
    <Stack gap="4" data-testid="drm-return" data-month={drm.month} data-status={drm.status}>
      <Box bg="white" borderRadius="md" borderWidth="1px" p="4">
        <Stack gap="2">
          <HStack gap="3" wrap="wrap" justify="space-between">
            <Heading size="md" as="h2">{month}</Heading>
            <DrmMonthBadge month={status} />
          </HStack>
          <Text fontSize="sm" data-testid="drm-excise">
            {drm.exciseNumber ? <Trans>N° d'accise : {drm.exciseNumber}</Trans> : <Trans>N° d'accise : non renseigné (à saisir sur l'entrepôt sous droits suspendus)</Trans>}
          </Text>
          <Text fontSize="sm" color="gray.600" data-testid="drm-movements">
            <Plural value={movements} _0="Aucun mouvement enregistré ce mois-ci" one="# mouvement enregistré ce mois-ci" other="# mouvements enregistrés ce mois-ci" />
          </Text>
        </Stack>
      </Box>

      {status.status === 'before' ? (
        <Alert.Root status="neutral" data-testid="drm-before-ledger">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title><Trans>Avant le registre de stock</Trans></Alert.Title>
            <Alert.Description><Trans>Ce mois précède le premier chai et le premier mouvement de la boutique : Vendange n'a rien à déclarer pour lui. Une DRM de ce mois se dépose là où le stock était tenu alors.</Trans></Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : drm.nil ? (
        <Alert.Root status="info" data-testid="drm-nil">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title><Trans>Déclaration néant</Trans></Alert.Title>
            <Alert.Description><Trans>Aucun mouvement ce mois-ci : la DRM se dépose quand même, avec les stocks inchangés.</Trans></Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}

      {drmRegimes.map((regime) => {
        const lines = drm.lines.filter((l) => l.regime === regime);
        if (lines.length === 0) return null;
        return (
          <Stack key={regime} gap="2" data-testid={`drm-regime-${regime}`}>
            <Heading size="sm" as="h3">{i18n._(regimeLabels[regime])}</Heading>
            <DrmRegimeTable lines={lines} />
          </Stack>
        );
      })}
      {drm.lines.length === 0 ? (
        <Text color="gray.600" bg="white" borderRadius="md" p="6" textAlign="center" data-testid="drm-no-lines">
          <Trans>Aucun vin ni spiritueux en stock ce mois-ci : la déclaration ne porte sur aucun produit.</Trans>
        </Text>
      ) : null}

      <DrmCrdTable lines={drm.crd ?? []} />
      <DrmAnnexPanel annex={drm.annex ?? { documents: [], undischarged: [] }} editable={drm.status === 'draft'} />

      <Box bg="white" borderRadius="md" borderWidth="1px" p="4" data-testid="drm-duties">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontWeight="semibold"><Trans>Total des droits dus</Trans></Text>
          <Text fontWeight="bold" fontSize="lg" data-testid="drm-total">{total}</Text>
        </HStack>
        <Text fontSize="sm" color="gray.600"><Trans>Droits d'accise : {excise} · cotisation sécurité sociale (CSS) : {css}</Trans></Text>
      </Box>

      <DrmActions drm={drm} status={status} />
    </Stack>
  );
}
