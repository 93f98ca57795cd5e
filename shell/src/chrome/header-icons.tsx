import { IconButton } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { useLingui } from '@lingui/react/macro';
import { CalendarDays, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { CartButton } from '../cart/cart-button';
import { NotificationButton } from '../notifications/notification-button';
import { useChromeAccess } from './chrome-access';
import { headerIconsFor } from './header-icons-rules';
import { useWidthMode } from './use-width-mode';

/** The dashboard header's icons (spec points 2 and 6), each for the roles the spec names. */
export function HeaderIcons() {
  const { t } = useLingui();
  const { role, mayOpen } = useChromeAccess();
  const icons = headerIconsFor(role, useWidthMode(), mayOpen);
  return (
    <>
      {icons.tickets ? (
        <IconButton asChild aria-label={t`Messagerie`} variant="ghost" size="md" data-testid="header-tickets">
          <Link to={getHref('tickets')}><MessageSquare /></Link>
        </IconButton>
      ) : null}
      {icons.notifications ? <NotificationButton /> : null}
      {icons.calendar ? (
        <IconButton asChild aria-label={t`Calendrier`} variant="ghost" size="md" data-testid="header-calendar">
          <Link to={getHref('calendar')}><CalendarDays /></Link>
        </IconButton>
      ) : null}
      {icons.cart ? <CartButton /> : null}
    </>
  );
}
