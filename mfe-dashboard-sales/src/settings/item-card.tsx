import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  badge?: ReactNode;
  lines: ReactNode[];
  /** Buttons of this kind of item, before Modifier and Supprimer (the default bank's). */
  actions?: ReactNode;
  editable: boolean;
  testId: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A delivery mode, a collection point, a promo code or a bank in its list: what it says, and its edit and delete buttons. */
export function ItemCard({ title, badge, lines, actions, editable, testId, onEdit, onDelete }: Props) {
  const { t } = useLingui();
  return (
    <Flex borderWidth="1px" borderRadius="md" p="3" gap="3" direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} data-testid={testId}>
      <Stack gap="0.5" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{title}</Text>
          {badge}
        </HStack>
        {lines.map((line, i) => <Text key={i} fontSize="sm" color="gray.600">{line}</Text>)}
      </Stack>
      {editable ? (
        <HStack gap="2" flexShrink={0} wrap="wrap">
          {actions}
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={t`Modifier ${title}`} flex={{ base: '1', sm: 'initial' }}><Trans>Modifier</Trans></Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete} aria-label={t`Supprimer ${title}`} flex={{ base: '1', sm: 'initial' }}><Trans>Supprimer</Trans></Button>
        </HStack>
      ) : null}
    </Flex>
  );
}

/** The list's empty state. */
export function EmptyItems({ children, testId }: { children: ReactNode; testId: string }) {
  return <Box borderWidth="1px" borderStyle="dashed" borderRadius="md" p="4" textAlign="center" color="gray.600" fontSize="sm" data-testid={testId}>{children}</Box>;
}
