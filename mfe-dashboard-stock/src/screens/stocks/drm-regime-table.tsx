import { Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DrmExitCategory, DrmLine } from '@vendange/contracts';
import { formatCents } from '@vendange/ui';
import { hlText } from '../../lib/hectolitres';
import { destinationsText, drmColumnsOf, drmEntryLabels, drmExitLabels } from '../../lib/drm-view';

const dutyOf = (l: DrmLine) => l.dutyCents + l.cssCents;

/**
 * One regime of the return: a row per DRM product, stock at the start, each entry and exit category some product
 * moved, stock at the end and duties due, in hectolitres. On phones, one card per product instead of a wide table.
 */
export function DrmRegimeTable({ lines }: { lines: readonly DrmLine[] }) {
  const { i18n } = useLingui();
  const hl = (ml: number | undefined) => (ml === undefined ? '-' : hlText(ml, i18n.locale === 'en' ? 'en' : 'fr'));
  const duty = (l: DrmLine) => (dutyOf(l) === 0 ? '-' : formatCents(dutyOf(l)));
  const { entries, exits } = drmColumnsOf(lines);
  const num = { textAlign: 'end', whiteSpace: 'nowrap' } as const;
  const lang = i18n.locale === 'en' ? 'en' : 'fr';
  /** Where an EU dispatch or an export went, country by country (the EDI file has one line each). */
  const destinations = (l: DrmLine, c: DrmExitCategory) => destinationsText(l, c, (ml) => hlText(ml, lang), lang);

  return (
    <>
      <Box bg="white" borderRadius="md" borderWidth="1px" overflowX="auto" hideBelow="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader rowSpan={2}><Trans>Produit</Trans></Table.ColumnHeader>
              <Table.ColumnHeader rowSpan={2} {...num}><Trans>Stock début</Trans></Table.ColumnHeader>
              {entries.length > 0 ? <Table.ColumnHeader colSpan={entries.length} textAlign="center" color="green.700"><Trans>Entrées</Trans></Table.ColumnHeader> : null}
              {exits.length > 0 ? <Table.ColumnHeader colSpan={exits.length} textAlign="center" color="red.700"><Trans>Sorties</Trans></Table.ColumnHeader> : null}
              <Table.ColumnHeader rowSpan={2} {...num}><Trans>Stock fin</Trans></Table.ColumnHeader>
              <Table.ColumnHeader rowSpan={2} {...num}><Trans>Droits dus</Trans></Table.ColumnHeader>
            </Table.Row>
            <Table.Row>
              {entries.map((c) => <Table.ColumnHeader key={c} textAlign="end" fontWeight="normal" data-testid={`drm-col-entry-${c}`}>{i18n._(drmEntryLabels[c])}</Table.ColumnHeader>)}
              {exits.map((c) => <Table.ColumnHeader key={c} textAlign="end" fontWeight="normal" data-testid={`drm-col-exit-${c}`}>{i18n._(drmExitLabels[c])}</Table.ColumnHeader>)}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.map((l) => (
              <Table.Row key={l.product.key} data-testid="drm-row" data-product={l.product.label}>
                <Table.Cell>
                  <Text fontWeight="medium" data-testid="drm-product">{l.product.label}</Text>
                  <Text fontSize="xs" color="gray.600">{l.product.genre}</Text>
                </Table.Cell>
                <Table.Cell {...num} data-testid="drm-opening">{hl(l.openingMl)}</Table.Cell>
                {entries.map((c) => <Table.Cell key={c} {...num} data-testid={`drm-entry-${c}`}>{hl(l.entries[c])}</Table.Cell>)}
                {exits.map((c) => (
                  <Table.Cell key={c} {...num} data-testid={`drm-exit-${c}`}>
                    {hl(l.exits[c])}
                    {destinations(l, c).map((d) => <Text key={d} fontSize="xs" color="gray.600" data-testid={`drm-${c}-country`}>{d}</Text>)}
                  </Table.Cell>
                ))}
                <Table.Cell {...num} fontWeight="semibold" data-testid="drm-closing">{hl(l.closingMl)}</Table.Cell>
                <Table.Cell {...num} data-testid="drm-duty" title={dutyOf(l) ? `${formatCents(l.dutyCents)} + ${formatCents(l.cssCents)}` : undefined}>{duty(l)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>

      <Stack gap="2" hideFrom="md" as="ul" listStyleType="none">
        {lines.map((l) => (
          <Box as="li" key={l.product.key} bg="white" borderRadius="md" borderWidth="1px" p="3" fontSize="sm" data-testid="drm-card" data-product={l.product.label}>
            <Text fontWeight="medium">{l.product.label}</Text>
            <Text fontSize="xs" color="gray.600" mb="2">{l.product.genre}</Text>
            <Stack gap="1">
              <HStack justify="space-between"><Text><Trans>Stock début</Trans></Text><Text {...num}>{hl(l.openingMl)}</Text></HStack>
              {entries.filter((c) => l.entries[c] !== undefined).map((c) => (
                <HStack key={c} justify="space-between" color="green.700"><Text>+ {i18n._(drmEntryLabels[c])}</Text><Text {...num}>{hl(l.entries[c])}</Text></HStack>
              ))}
              {exits.filter((c) => l.exits[c] !== undefined).map((c) => (
                <Box key={c}>
                  <HStack justify="space-between" color="red.700"><Text>− {i18n._(drmExitLabels[c])}</Text><Text {...num}>{hl(l.exits[c])}</Text></HStack>
                  {destinations(l, c).map((d) => <Text key={d} fontSize="xs" color="gray.600" ps="3">{d}</Text>)}
                </Box>
              ))}
              <HStack justify="space-between" fontWeight="semibold"><Text><Trans>Stock fin</Trans></Text><Text {...num}>{hl(l.closingMl)}</Text></HStack>
              <HStack justify="space-between"><Text><Trans>Droits dus</Trans></Text><Text {...num}>{duty(l)}</Text></HStack>
            </Stack>
          </Box>
        ))}
      </Stack>
    </>
  );
}
