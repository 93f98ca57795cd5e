import { chakra, Flex, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { Bell, CircleHelp, QrCode, ShoppingBag, Users, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { layoutSizes } from '@vendange/ui';
import { notificationCentreOpenAtom } from '../notifications/notification-state';
import { bottomBarFor, type BottomBarButton } from './bottom-bar-rules';
import { useChromeAccess } from './chrome-access';
import { helpWidgetOpenAtom } from './help-widget-state';
import { QrDialog } from './qr-dialog';

const cellStyle = {
  flex: '1', minW: '0', h: 'full', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: '1',
  color: 'gray.700', bg: 'transparent', cursor: 'pointer', borderRadius: 'md',
  _hover: { bg: 'gray.100' }, _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
} as const;
const BarLink = chakra(NavLink);

function Cell({ icon: Icon, label }: { icon: LucideIcon; label: string }): ReactNode {
  return (
    <>
      <Icon size={22} aria-hidden />
      {/* Two lines, never an ellipsis: five cells of 78 px on a 390 px phone ('Notifications' did not fit on one). */}
      <Text as="span" fontSize="xs" lineHeight="1.1" lineClamp={2} textAlign="center" overflowWrap="anywhere" maxW="full" title={label}>{label}</Text>
    </>
  );
}

/** The phone's bottom bar (spec point 2), 70 px high, fixed at the bottom of dashboard layouts. */
export function BottomBar() {
  const { t } = useLingui();
  const { role, shop, mayOpen } = useChromeAccess();
  const openNotifications = useSetAtom(notificationCentreOpenAtom);
  const openHelp = useSetAtom(helpWidgetOpenAtom);
  const [qrOpen, setQrOpen] = useState(false);
  const buttons = bottomBarFor(role, shop !== null, mayOpen);

  const render = (button: BottomBarButton) => {
    const testId = `bottom-bar-${button}`;
    switch (button) {
      case 'clients':
        return <BarLink key={button} to={getHref('clients')} {...cellStyle} css={{ '&.active': { color: 'brand.700' } }} data-testid={testId}><Cell icon={Users} label={t`Clients`} /></BarLink>;
      case 'orders':
        return <BarLink key={button} to={getHref('orders')} {...cellStyle} css={{ '&.active': { color: 'brand.700' } }} data-testid={testId}><Cell icon={ShoppingBag} label={t`Commandes`} /></BarLink>;
      case 'qr':
        return <chakra.button key={button} type="button" {...cellStyle} onClick={() => setQrOpen(true)} aria-haspopup="dialog" data-testid={testId}><Cell icon={QrCode} label={t`QR code`} /></chakra.button>;
      case 'notifications':
        return <chakra.button key={button} type="button" {...cellStyle} onClick={() => openNotifications(true)} aria-haspopup="dialog" data-testid={testId}><Cell icon={Bell} label={t`Notifications`} /></chakra.button>;
      case 'help':
        return <chakra.button key={button} type="button" {...cellStyle} onClick={() => openHelp(true)} aria-haspopup="dialog" data-testid={testId}><Cell icon={CircleHelp} label={t`Aide`} /></chakra.button>;
    }
  };

  return (
    <>
      <Flex as="nav" aria-label={t`Raccourcis`} position="fixed" left="0" right="0" bottom="0" h={`${layoutSizes.bottomBar}px`} px="1" py="1"
        bg="white" borderTopWidth="1px" zIndex="docked" data-testid="bottom-bar"
        // Phones with a home indicator: keep the buttons above it.
        style={{ paddingBottom: 'max(4px, env(safe-area-inset-bottom))' }}>
        {buttons.map(render)}
      </Flex>
      {shop ? <QrDialog open={qrOpen} onClose={() => setQrOpen(false)} shopCode={shop.code} /> : null}
    </>
  );
}
