import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** Previous / next under a server-paginated list; nothing when everything fits on one page. */
export function Pager({ page, total, limit, onPage }: { page: number; total: number; limit: number; onPage: (page: number) => void }) {
  if (total <= limit) return null;
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <HStack justify="flex-end" gap="3">
      <Text fontSize="sm" color="gray.600"><Trans>Page {page} sur {pages}</Trans></Text>
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}><Trans>Précédent</Trans></Button>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}><Trans>Suivant</Trans></Button>
    </HStack>
  );
}
