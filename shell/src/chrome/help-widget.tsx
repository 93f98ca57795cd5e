import { Box, chakra, CloseButton, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { BookOpen, CircleHelp, ExternalLink, MessageSquare } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { HELP_CENTRE_URL, getHref, paths } from '@vendange/route-registry';
import { useChromeAccess } from './chrome-access';
import { helpWidgetOpenAtom } from './help-widget-state';
import { useWidthMode } from './use-width-mode';

const rowStyle = {
  display: 'flex', alignItems: 'center', gap: '3', minH: '44px', px: '3', borderRadius: 'md', color: 'gray.800',
  _hover: { bg: 'gray.100' }, _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
} as const;
const RowLink = chakra(Link);

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return <><Box color="brand.600" flexShrink={0}>{icon}</Box><Text as="span" fontSize="sm">{children}</Text></>;
}

/**
 * Help and contact (spec point 2 "chat widget"): a round button bottom right, hidden on phones
 * except on /auth, opening a small panel. No third-party chat script: offline machines and privacy
 * (docs/decisions/dashboard-chrome.md). The mobile bottom bar opens the same panel.
 */
export function HelpWidget() {
  const { t } = useLingui();
  const [open, setOpen] = useAtom(helpWidgetOpenAtom);
  const { role } = useChromeAccess();
  const mobile = useWidthMode() === 'mobile';
  const { pathname } = useLocation();
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const onAuth = pathname === paths.auth || pathname.startsWith(`${paths.auth}/`);
  // The wine e-label stays a bare page: nothing but the label's information (EU 2021/2117).
  const onELabel = /\/nutritiveValues\/?$/.test(pathname);
  const showButton = (!mobile || onAuth) && !onELabel;
  const mayWrite = role === 'owner' || role === 'buyer';

  // Opening moves the focus into the panel; Escape closes it and gives the focus back.
  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  // A navigation from the panel closes it.
  useEffect(() => setOpen(false), [pathname, setOpen]);

  return (
    <>
      {open ? (
        <Box ref={panelRef} role="dialog" aria-label={t`Aide`} position="fixed" right={{ base: '2', sm: '4' }} left={{ base: '2', sm: 'auto' }}
          bottom={{ base: '84px', sm: '80px' }} w={{ base: 'auto', sm: '300px' }} bg="white" borderWidth="1px" borderRadius="lg" boxShadow="xl"
          zIndex="sticky" p="3" data-testid="help-panel">
          <HStack justify="space-between" mb="2">
            <Heading as="h2" size="sm"><Trans>Besoin d'aide ?</Trans></Heading>
            <CloseButton size="md" aria-label={t`Fermer l'aide`} onClick={() => setOpen(false)} />
          </HStack>
          <Stack gap="1">
            <RowLink to={getHref('help')} {...rowStyle} data-testid="help-faq"><Row icon={<CircleHelp size={18} aria-hidden />}><Trans>Questions fréquentes</Trans></Row></RowLink>
            {mayWrite ? (
              <RowLink to={getHref('tickets')} {...rowStyle} data-testid="help-support"><Row icon={<MessageSquare size={18} aria-hidden />}><Trans>Écrire au support</Trans></Row></RowLink>
            ) : null}
            <chakra.a href={HELP_CENTRE_URL} target="_blank" rel="noopener noreferrer" {...rowStyle} data-testid="help-centre">
              <Row icon={<BookOpen size={18} aria-hidden />}><Trans>Centre d'aide</Trans></Row>
              <Box as="span" ml="auto" color="gray.400"><ExternalLink size={14} aria-label={t`nouvel onglet`} /></Box>
            </chakra.a>
          </Stack>
        </Box>
      ) : null}
      {showButton ? (
        <IconButton ref={buttonRef} aria-label={t`Aide`} aria-expanded={open} aria-haspopup="dialog" onClick={() => setOpen(!open)}
          position="fixed" right="4" bottom="4" zIndex="sticky" rounded="full" size="lg" colorPalette="brand" boxShadow="lg" data-testid="help-button">
          <CircleHelp />
        </IconButton>
      ) : null}
    </>
  );
}
