import { Badge, Box, HStack, Input, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { useNavigate } from 'react-router';
import { searchShortcuts, type Shortcut } from '@vendange/route-registry';
import { MenuIcon } from './menu-icon';

const MAX_SHOWN = 8;

export interface GotoSearchProps {
  shortcuts: Shortcut[];
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  /** Called after a navigation (the mobile dialog closes then). */
  onNavigate?: () => void;
  /** Width of the box; the list takes at least 280 px. */
  width?: string;
}

/**
 * The header's 'go to' box (spec point 2): a combobox listing the shortcut pages with their tags.
 * Type to filter (accents, spaces and case ignored), arrows to move, Enter to go, Escape to close.
 */
export function GotoSearch({ shortcuts, inputRef, autoFocus, onNavigate, width = '260px' }: GotoSearchProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const listId = useId();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(Boolean(autoFocus));
  const [active, setActive] = useState(0);
  const found = useMemo(() => searchShortcuts(shortcuts, typed, (l) => i18n._(l)).slice(0, MAX_SHOWN), [shortcuts, typed, i18n]);
  const current = Math.min(active, Math.max(found.length - 1, 0));
  const optionId = (i: number) => `${listId}-option-${i}`;

  const go = (shortcut: Shortcut | undefined) => {
    if (!shortcut) return;
    setTyped('');
    setOpen(false);
    setActive(0);
    navigate(shortcut.path);
    onNavigate?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(found.length ? (current + step + found.length) % found.length : 0);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(found[current]);
    } else if (event.key === 'Escape') {
      // First Escape closes the list, the second leaves the box.
      if (open) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
      } else {
        event.currentTarget.blur();
      }
    }
  };

  return (
    <Box position="relative" w={width} maxW="100%" data-testid="goto-search">
      <Input
        ref={inputRef}
        role="combobox"
        aria-label={t`Aller à une page`}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && found.length ? optionId(current) : undefined}
        placeholder={t`Aller à… (/)`}
        autoFocus={autoFocus}
        size="sm"
        h="40px"
        bg="gray.50"
        value={typed}
        onChange={(e) => { setTyped(e.target.value); setActive(0); setOpen(true); }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        data-testid="header-search"
      />
      <Box
        id={listId}
        role="listbox"
        aria-label={t`Pages`}
        hidden={!open}
        position="absolute"
        top="44px"
        right="0"
        minW="280px"
        w="100%"
        maxH="360px"
        overflowY="auto"
        bg="white"
        borderWidth="1px"
        borderRadius="md"
        boxShadow="lg"
        zIndex="dropdown"
        py="1"
        data-testid="goto-results"
      >
        {found.length === 0 ? (
          <Text px="3" py="2" fontSize="sm" color="gray.600"><Trans>Aucune page ne correspond.</Trans></Text>
        ) : found.map((s, i) => (
          <HStack
            key={s.path}
            id={optionId(i)}
            role="option"
            aria-selected={i === current}
            data-testid="goto-option"
            px="3"
            py="2"
            minH="40px"
            gap="2"
            cursor="pointer"
            bg={i === current ? 'brand.50' : undefined}
            // mousedown would blur the box and close the list before the click lands.
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => go(s)}
          >
            <Box color="gray.600" flexShrink={0}><MenuIcon name={s.icon} size={16} /></Box>
            <Box minW="0" flex="1">
              <Text fontSize="sm" fontWeight="medium" truncate>{i18n._(s.label)}</Text>
              {s.group ? <Text fontSize="xs" color="gray.500" truncate>{i18n._(s.group)}</Text> : null}
            </Box>
            <HStack gap="1" flexShrink={0} display={{ base: 'none', sm: 'flex' }}>
              {s.tags.slice(0, 2).map((tag) => <Badge key={tag} size="sm" variant="subtle">{tag}</Badge>)}
            </HStack>
          </HStack>
        ))}
      </Box>
    </Box>
  );
}
