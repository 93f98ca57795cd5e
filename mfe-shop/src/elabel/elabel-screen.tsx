import { Box, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { ApiError, useApi } from '@vendange/api-client';
import { contentLanguages, type ProductDetail } from '@vendange/contracts';
import { PageLoader } from '@vendange/ui';
import { eLabelLanguage, eLabelTerms, localDecimal } from './elabel-terms';
import { NutritionTable } from './nutrition-table';

/**
 * /{name}/nutritiveValues: the wine e-label (EU 2021/2117): ingredients and nutrition per 100 ml in
 * the reader's language. Nothing else on the page: no age gate, no cookie, no tracking, no marketing.
 */
export function ELabelScreen() {
  const [params, setParams] = useSearchParams();
  const productId = params.get('product');
  const valid = !!productId && /^\d+$/.test(productId);
  const { data: product, error } = useApi<ProductDetail>(valid ? `/v1/products/${productId}` : null, undefined, { shouldRetryOnError: false });
  const available = contentLanguages.filter((l) => product?.nutrition?.texts[l]);
  const language = eLabelLanguage(available.length ? available : ['fr'], params.get('lang'), typeof navigator === 'undefined' ? [] : navigator.languages ?? []);
  const t = eLabelTerms[language];
  if (!valid || (error instanceof ApiError && error.status === 404) || (product && !product.nutrition)) {
    return <Box p="6" data-testid="elabel-unknown"><Text>{t.unknown}</Text></Box>;
  }
  if (!product) return <PageLoader />;
  const n = product.nutrition!;
  const texts = n.texts[language] ?? n.texts.fr;
  const vintageId = Number(params.get('vintage'));
  const vintage = product.vintages.find((v) => v.id === vintageId)?.name ?? n.vintage;
  const alcohol = product.vintages.find((v) => v.id === vintageId)?.advanced.alcool.value ?? n.alcoholDegree;
  const lot = params.get('lot');
  return (
    <Box maxW="560px" mx="auto" p={{ base: '4', sm: '8' }} bg="white" minH="100vh" data-testid="elabel" lang={language}>
      <Stack gap="5">
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="1">
            <Heading as="h1" size="lg">{product.name}</Heading>
            <Text color="gray.700">{[n.appellation, vintage].filter(Boolean).join(' · ')}</Text>
          </Stack>
          {available.length > 1 ? (
            <NativeSelect.Root size="sm" w="auto">
              <NativeSelect.Field aria-label={t.language} value={language}
                onChange={(e) => setParams((p) => { p.set('lang', e.currentTarget.value); return p; }, { replace: true })}>
                {available.map((l) => <option key={l} value={l}>{l.toUpperCase()}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          ) : null}
        </HStack>
        <Text fontSize="sm" color="gray.600">{t.title}</Text>
        {alcohol ? <Text><strong>{t.alcohol}</strong> : {localDecimal(alcohol, language)} % vol</Text> : null}
        {texts?.ingredients ? (
          <Stack gap="1" data-testid="elabel-ingredients"><Heading as="h2" size="sm">{t.ingredients}</Heading><Text>{texts.ingredients}</Text></Stack>
        ) : null}
        {texts?.allergens ? (
          <Stack gap="1"><Heading as="h2" size="sm">{t.allergens}</Heading><Text fontWeight="semibold">{texts.allergens}</Text></Stack>
        ) : null}
        <NutritionTable n={n} language={language} />
        {texts?.otherMentions ? <Text fontSize="sm">{texts.otherMentions}</Text> : null}
        <Stack gap="0" fontSize="sm" color="gray.700">
          {lot ? <Text>{t.lot} : {lot}</Text> : null}
          {n.owner || n.brand ? <Text>{t.producer} : {[n.owner, n.brand].filter(Boolean).join(' · ')}{n.country ? ` (${n.country})` : ''}</Text> : null}
        </Stack>
      </Stack>
    </Box>
  );
}
