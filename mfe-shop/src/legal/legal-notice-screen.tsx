import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError, useApi } from '@vendange/api-client';
import type { ShopLegalNotice } from '@vendange/contracts';
import { ErrorScreen, PageLoader } from '@vendange/ui';
import { useDocumentMeta } from '../storefront/use-document-meta';

/** One line of the notice, left out when the owner did not fill it. */
function Line({ label, value, testId }: { label: ReactNode; value: string | null; testId?: string }) {
  if (!value) return null;
  return <Text data-testid={testId}><Text as="span" fontWeight="semibold">{label} : </Text>{value}</Text>;
}

function Section({ title, children, testId }: { title: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Stack as="section" gap="1" data-testid={testId}>
      <Heading as="h2" size="md">{title}</Heading>
      {children}
    </Stack>
  );
}

/**
 * /shops/{id}/legal-notice and /{name}/legal-notice: the shop's legal notice (LCEN art. 6), as the
 * owner published it: who sells, who publishes, who hosts.
 */
export function LegalNoticeScreen() {
  const { t } = useLingui();
  const params = useParams();
  const key = params.id ?? params.name ?? '';
  // Back to the shop the way the visitor came: /shops/{id} for the logged-in, /{name} for anyone.
  const shopHref = params.id !== undefined ? getHref('shop', { id: key }) : getHref('shopAddress', { name: key });
  const { data, error } = useApi<ShopLegalNotice>(`/v1/shops/${encodeURIComponent(key)}/legal`, undefined, { shouldRetryOnError: false });
  useDocumentMeta(data ? t`Mentions légales · ${data.shop.name}` : null, null);
  const back = (
    <Link asChild color="brand.700" fontSize="sm" data-testid="legal-notice-back">
      <RouterLink to={shopHref}><Trans>← Retour à la boutique</Trans></RouterLink>
    </Link>
  );
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Stack maxW="2xl" mx="auto" w="full" p={{ base: '4', md: '8' }} gap="4" data-testid="legal-notice-missing">
        {back}
        <Text>{error.message}</Text>
      </Stack>
    );
  }
  if (error) return <ErrorScreen detail={error instanceof Error ? error.message : undefined} />;
  if (!data) return <PageLoader />;
  const { shop, legal } = data;
  const registration = [legal.siret ? `SIRET ${legal.siret}` : null, legal.rcsCity ? `RCS ${legal.rcsCity}` : null].filter(Boolean).join(' · ') || null;
  const form = [legal.legalForm, legal.shareCapital ? t`au capital de ${legal.shareCapital}` : null].filter(Boolean).join(' ') || null;
  const hosted = legal.hostName || legal.hostAddress || legal.hostPhone;
  return (
    <Box maxW="2xl" mx="auto" w="full" p={{ base: '4', md: '8' }} data-testid="legal-notice">
      <Stack gap="6" overflowWrap="anywhere">
        {back}
        <Stack gap="1">
          <Heading as="h1" size="2xl" data-testid="legal-notice-shop">{shop.name}</Heading>
          <Text color="gray.600"><Trans>Mentions légales</Trans></Text>
        </Stack>
        <Section title={<Trans>Éditeur du site</Trans>} testId="legal-notice-publisher">
          <Text fontWeight="semibold" data-testid="legal-notice-company">{legal.companyName}</Text>
          {form ? <Text>{form}</Text> : null}
          <Text whiteSpace="pre-line">{legal.address}</Text>
          {registration ? <Text data-testid="legal-notice-registration">{registration}</Text> : null}
          <Line label={<Trans>TVA intracommunautaire</Trans>} value={legal.vatNumber} />
          <Line label={<Trans>Téléphone</Trans>} value={legal.phone} />
          <Line label={<Trans>E-mail</Trans>} value={legal.email} />
        </Section>
        <Section title={<Trans>Directeur de la publication</Trans>} testId="legal-notice-director">
          <Text>{legal.director}</Text>
        </Section>
        {hosted ? (
          <Section title={<Trans>Hébergeur</Trans>} testId="legal-notice-host">
            {legal.hostName ? <Text fontWeight="semibold">{legal.hostName}</Text> : null}
            {legal.hostAddress ? <Text whiteSpace="pre-line">{legal.hostAddress}</Text> : null}
            <Line label={<Trans>Téléphone</Trans>} value={legal.hostPhone} />
          </Section>
        ) : null}
      </Stack>
    </Box>
  );
}
