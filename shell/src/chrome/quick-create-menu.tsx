import { Button, HStack, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { quickCreateFor } from '@vendange/route-registry';
import { useChromeAccess } from './chrome-access';
import { MenuIcon } from './menu-icon';

/**
 * The quick-create flyout of spec point 6 at the top of the sidebar (owners and collaborators):
 * only what this user may create in this shop; nothing at all when that is nothing.
 */
export function QuickCreateMenu({ compact = false, onNavigate }: { compact?: boolean; onNavigate?: () => void }) {
  const { t, i18n } = useLingui();
  const { subject, shop } = useChromeAccess();
  const navigate = useNavigate();
  const items = useMemo(() => quickCreateFor(subject, shop), [subject, shop]);
  if (items.length === 0) return null;
  return (
    <Menu.Root positioning={{ placement: compact ? 'right-start' : 'bottom-start' }}
      onSelect={({ value }) => {
        const item = items.find((i) => i.key === value);
        if (!item) return;
        navigate(item.href);
        onNavigate?.();
      }}>
      <Menu.Trigger asChild>
        {compact ? (
          <IconButton aria-label={t`Créer`} title={t`Créer`} colorPalette="brand" size="md" mx="auto" display="flex" data-testid="quick-create">
            <Plus />
          </IconButton>
        ) : (
          <Button colorPalette="brand" size="md" w="full" justifyContent="flex-start" data-testid="quick-create">
            <Plus aria-hidden /> <Trans>Créer</Trans>
          </Button>
        )}
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56" data-testid="quick-create-menu">
            {items.map((item) => (
              <Menu.Item key={item.key} value={item.key} minH="40px" data-testid={`quick-create-${item.key}`}>
                <HStack gap="2"><MenuIcon name={item.icon} size={16} /><Text>{i18n._(item.label)}</Text></HStack>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
