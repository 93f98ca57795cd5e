import { Box, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CrdAccountLine } from '@vendange/contracts';
import { clText, crdColumnsOf, crdGenreLabels, crdReasonLabels, crdRegimeLabels } from '../../lib/crd-view';
import { CrdSwatch } from './crd-swatch';

/**
 * The month's CRD capsule account on the DRM screen: per capsule line, opening, the entry and exit kinds some line
 * moved, closing, in capsules. Cards on phones. Nothing when the shop keeps no capsule account.
 */
export function DrmCrdTable({ lines }: { lines: readonly CrdAccountLine[] }) {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'fr';
  if (lines.length === 0) return null;
  const { entries, exits } = crdColumnsOf(lines);
  const num = { textAlign: 'end', whiteSpace: 'nowrap' } as const;
  const n = (v: number | undefined) => (v === undefined ? '-' : v.toLocaleString(locale === 'en' ? 'en-GB' : 'fr-FR'));
  const describe = (l: CrdAccountLine) => `${i18n._(crdRegimeLabels[l.regime])} · ${i18n._(crdGenreLabels[l.genre])} · ${clText(l.volumeMl, locale)}`;

  return (
    <Stack gap="2" data-testid="drm-crd">
      <Heading size="sm" as="h3"><Trans>Compte capsules CRD</Trans></Heading>
      <Box bg="white" borderRadius="md" borderWidth="1px" overflowX="auto" hideBelow="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader><Trans>Capsules</Trans></Table.ColumnHeader>
              <Table.ColumnHeader {...num}><Trans>Stock début</Trans></Table.ColumnHeader>
              {entries.map((r) => <Table.ColumnHeader key={r} {...num} color="green.700">+ {i18n._(crdReasonLabels[r])}</Table.ColumnHeader>)}
              {exits.map((r) => <Table.ColumnHeader key={r} {...num} color="red.700">− {i18n._(crdReasonLabels[r])}</Table.ColumnHeader>)}
              <Table.ColumnHeader {...num}><Trans>Stock fin</Trans></Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.map((l) => (
              <Table.Row key={l.capsuleId} data-testid="drm-crd-row" data-label={l.label}>
                <Table.Cell>
                  <HStack gap="2"><CrdSwatch colour={l.colour} /><Text fontWeight="medium">{l.label}</Text></HStack>
                  <Text fontSize="xs" color="gray.600">{describe(l)}</Text>
                </Table.Cell>
                <Table.Cell {...num} data-testid="drm-crd-opening">{n(l.opening)}</Table.Cell>
                {entries.map((r) => <Table.Cell key={r} {...num} data-testid={`drm-crd-entry-${r}`}>{n(l.entries[r])}</Table.Cell>)}
                {exits.map((r) => <Table.Cell key={r} {...num} data-testid={`drm-crd-exit-${r}`}>{n(l.exits[r])}</Table.Cell>)}
                <Table.Cell {...num} fontWeight="semibold" data-testid="drm-crd-closing">{n(l.closing)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Stack gap="2" hideFrom="md" as="ul" listStyleType="none">
        {lines.map((l) => (
          <Box as="li" key={l.capsuleId} bg="white" borderRadius="md" borderWidth="1px" p="3" fontSize="sm" data-testid="drm-crd-card" data-label={l.label}>
            <HStack gap="2"><CrdSwatch colour={l.colour} /><Text fontWeight="medium">{l.label}</Text></HStack>
            <Text fontSize="xs" color="gray.600" mb="2">{describe(l)}</Text>
            <Stack gap="1">
              <HStack justify="space-between"><Text><Trans>Stock début</Trans></Text><Text {...num}>{n(l.opening)}</Text></HStack>
              {entries.filter((r) => l.entries[r] !== undefined).map((r) => (
                <HStack key={r} justify="space-between" color="green.700"><Text>+ {i18n._(crdReasonLabels[r])}</Text><Text {...num}>{n(l.entries[r])}</Text></HStack>
              ))}
              {exits.filter((r) => l.exits[r] !== undefined).map((r) => (
                <HStack key={r} justify="space-between" color="red.700"><Text>− {i18n._(crdReasonLabels[r])}</Text><Text {...num}>{n(l.exits[r])}</Text></HStack>
              ))}
              <HStack justify="space-between" fontWeight="semibold"><Text><Trans>Stock fin</Trans></Text><Text {...num}>{n(l.closing)}</Text></HStack>
            </Stack>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
