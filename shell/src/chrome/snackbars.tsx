import { Box, HStack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { dismissSnackbar, snackbarsAtom } from '@vendange/store';
import { statusColors } from '@vendange/ui';

/** Spec point 8: orange with an alert sign for errors, blue with a check for success, 75 px apart. */
export function Snackbars() {
  const list = useAtomValue(snackbarsAtom);
  return (
    <>
      {list.map((s, i) => (
        <Box key={s.id} role={s.kind === 'error' ? 'alert' : 'status'} data-testid={`snackbar-${s.kind}`}
          position="fixed" left="50%" transform="translateX(-50%)" bottom={`${16 + i * 75}px`} zIndex="toast"
          bg={s.kind === 'error' ? statusColors.orange : statusColors.blue} color="white" px="4" py="3" borderRadius="md" boxShadow="lg"
          maxW="calc(100vw - 32px)" onClick={() => dismissSnackbar(s.id)} cursor="pointer">
          <HStack gap="3"><Text aria-hidden fontWeight="bold">{s.kind === 'error' ? '⚠' : '✓'}</Text><Text>{s.message}</Text></HStack>
        </Box>
      ))}
    </>
  );
}
