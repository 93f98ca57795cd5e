import { Badge } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { DrmMonthStatus } from '@vendange/contracts';
import { formatDate } from '@vendange/ui';
import { calendarDayText, drmMonthState, parisToday } from '../../lib/drm-view';

/** "En cours", "Hors registre", "À déposer avant le 10/12/2026" (red once past due) or "Déposée le 02/12/2026". */
export function DrmMonthBadge({ month }: { month: DrmMonthStatus }) {
  const state = drmMonthState(month, parisToday());
  const common = { whiteSpace: 'normal', textAlign: 'start', 'data-testid': 'drm-month-badge', 'data-state': state.kind } as const;
  if (state.kind === 'open') return <Badge colorPalette="blue" {...common}><Trans>En cours</Trans></Badge>;
  // Before the shop's first warehouse and movement: nothing the ledger can file, so nothing shown as owed.
  if (state.kind === 'before') return <Badge colorPalette="gray" {...common}><Trans>Hors registre</Trans></Badge>;
  if (state.kind === 'filed') {
    const day = formatDate(state.filedAt);
    return <Badge colorPalette="green" {...common}><Trans>Déposée le {day}</Trans></Badge>;
  }
  const due = calendarDayText(state.dueDate);
  return <Badge colorPalette={state.kind === 'late' ? 'red' : 'orange'} {...common}><Trans>À déposer avant le {due}</Trans></Badge>;
}
