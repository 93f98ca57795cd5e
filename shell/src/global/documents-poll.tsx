import { Box, CloseButton, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import useSWR from 'swr';
import type { DocumentToDownload } from '@vendange/contracts';
import { api } from '@vendange/api-client';
import { sessionAtom } from '@vendange/store';
import { DOCUMENTS_POLL_MS } from './poll-periods';

/**
 * Spec point 7: documents prepared for the user (exports…) are asked for every 30 s while logged
 * in, and each is opened in a new tab. A browser that blocks the tab (no click started it) gets a
 * notice with the link instead, so no document is lost.
 */
export function DocumentsPoll() {
  const { user } = useAtomValue(sessionAtom);
  const [blocked, setBlocked] = useState<DocumentToDownload[]>([]);
  useSWR(user ? ['/v1/documents/to-download', user.id] : null, ([path]: [string, number]) => api<DocumentToDownload[]>(path, { silent: true }), {
    refreshInterval: DOCUMENTS_POLL_MS,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onSuccess: (documents) => {
      const notOpened = documents.filter((d) => !window.open(d.url, '_blank', 'noopener'));
      if (notOpened.length) setBlocked((list) => [...list, ...notOpened.filter((d) => !list.some((b) => b.id === d.id))]);
    },
  });
  if (!blocked.length) return null;
  return (
    <Box role="status" data-testid="documents-ready" position="fixed" right="4" bottom={{ base: '86px', sm: '4' }} zIndex="toast"
      bg="white" borderWidth="1px" borderRadius="md" boxShadow="lg" p="3" maxW="360px">
      <HStack justify="space-between" align="start">
        <Text fontWeight="semibold"><Trans>Vos documents sont prêts</Trans></Text>
        <CloseButton size="xs" onClick={() => setBlocked([])} />
      </HStack>
      <Stack gap="1" mt="2">
        {blocked.map((d) => (
          <Link key={d.id} href={d.url} target="_blank" rel="noopener" color="brand.600" onClick={() => setBlocked((l) => l.filter((b) => b.id !== d.id))}>
            <FileDown size={16} aria-hidden /> {d.label}
          </Link>
        ))}
      </Stack>
    </Box>
  );
}
