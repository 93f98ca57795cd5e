import { Box, Button, Heading, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useApi } from '@vendange/api-client';
import type { DrmMonthStatus } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { ErrorScreen, PageLoader } from '@vendange/ui';
import { monthTitle } from '../../lib/drm-view';
import { DrmMonthBadge } from './drm-month-badge';
import { DrmReturnPanel } from './drm-return-panel';
import { StockNav } from './stock-nav';

/**
 * /dashboard/stocks/drm (seeAllStock): the monthly customs return. The last twelve months with their status (running,
 * to file before the 10th, filed), then the chosen month's return per regime and DRM product, its files (EDI, PDF) and,
 * for an ended month not yet filed, "Marquer comme déposée" (createWarehouse).
 */
export function DrmScreen() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'fr';
  const { shopId } = useShopAccess();
  const { data: months, error } = useApi<DrmMonthStatus[]>(shopId ? '/v1/stocks/drm/months' : null, { shopId: shopId ?? undefined });
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = months?.find((m) => m.month === chosen) ?? months?.[0] ?? null;

  return (
    <Stack gap="4" data-testid="drm-screen">
      <StockNav current="stockDrm" />
      <Stack gap="1">
        <Heading size="lg" as="h1"><Trans>Déclaration récapitulative mensuelle (DRM)</Trans></Heading>
        <Text color="gray.600" fontSize="sm">
          <Trans>Le relevé mensuel des entrées et sorties de vos entrepôts, par produit et par régime, à déposer auprès des douanes avant le 10 du mois suivant, même sans mouvement.</Trans>
        </Text>
      </Stack>
      {error ? <ErrorScreen detail={error instanceof Error ? error.message : undefined} /> : null}
      {!months && !error ? <PageLoader /> : null}
      {months && selected ? (
        <>
          {/* Phones: one select; wider screens: the twelve months as chips with their status. */}
          <Box hideFrom="md">
            <NativeSelect.Root bg="white">
              <NativeSelect.Field aria-label={t`Mois`} value={selected.month} onChange={(e) => setChosen(e.target.value)} data-testid="drm-month-select">
                {months.map((m) => <option key={m.month} value={m.month}>{monthTitle(m.month, locale)}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
          <Wrap gap="2" hideBelow="md" role="group" aria-label={t`Mois`} data-testid="drm-months">
            {months.map((m) => {
              const current = m.month === selected.month;
              return (
                <Button
                  key={m.month} size="sm" h="auto" py="1.5" variant={current ? 'solid' : 'outline'} colorPalette={current ? 'brand' : 'gray'} bg={current ? undefined : 'white'}
                  aria-pressed={current} onClick={() => setChosen(m.month)} data-testid={`drm-month-${m.month}`}
                >
                  <Stack gap="1" align="flex-start">
                    <Text as="span" fontWeight="semibold">{monthTitle(m.month, locale)}</Text>
                    <DrmMonthBadge month={m} />
                  </Stack>
                </Button>
              );
            })}
          </Wrap>
          <DrmReturnPanel key={selected.month} status={selected} />
        </>
      ) : null}
    </Stack>
  );
}
