import { Badge, Box, Button, ButtonGroup, Flex, Grid, Heading, HStack, Link, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useApi } from '@vendange/api-client';
import type { CalendarData, Task } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { ErrorScreen, PageLoader } from '@vendange/ui';
import { TaskDialog, type TaskDraft } from '../tasks/task-dialogs';
import { priorityPalette } from '../tasks/task-labels';
import { monthGrid, parisDay, shiftView, viewRange, weekDays, type CalendarView } from './calendar-grid';
import { eventLabels, eventPalette, HOURS, hourRowOf, itemsByDay, type CalendarItem } from './calendar-items';

const VIEWS: readonly CalendarView[] = ['day', 'week', 'month'];

/** One item as a small block: a task opens its dialog, an event links to its order. */
function ItemChip({ item, onTask }: { item: CalendarItem; onTask: (task: Task) => void }) {
  const { i18n } = useLingui();
  if (item.kind === 'task') {
    const { task } = item;
    return (
      <Button size="xs" w="full" justifyContent="flex-start" variant="subtle" colorPalette={task.done ? 'gray' : priorityPalette[task.priority]} whiteSpace="normal" h="auto" py="1" textAlign="start"
        textDecoration={task.done ? 'line-through' : undefined} onClick={(e) => { e.stopPropagation(); onTask(task); }} data-testid="calendar-task">
        <Text as="span" fontWeight="semibold" me="1">{item.time}</Text>{task.title}
      </Button>
    );
  }
  const { event } = item;
  return (
    <Box fontSize="xs" borderLeftWidth="3px" borderColor={`${eventPalette[event.kind]}.500`} bg={`${eventPalette[event.kind]}.50`} px="1" py="0.5" borderRadius="sm" data-testid={`calendar-event-${event.kind}`}>
      <Link asChild color="gray.800" onClick={(e) => e.stopPropagation()}>
        <RouterLink to={getHref('orderDetail', { id: event.orderId })}>{i18n._(eventLabels[event.kind])} · {event.reference}</RouterLink>
      </Link>
      <Text color="gray.600" truncate>{event.clientName}</Text>
    </Box>
  );
}

function DayName({ day, format }: { day: string; format: 'long' | 'short' }) {
  const { i18n } = useLingui();
  const name = new Intl.DateTimeFormat(i18n.locale, { weekday: format, day: 'numeric', month: format === 'long' ? 'long' : undefined, timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
  return <>{name}</>;
}

/** Week or day: day-long events on top, then one row per hour; a click on an empty hour creates a task there. */
function HourGrid({ days, byDay, today, onTask, onSlot, canCreate }: {
  days: string[]; byDay: Map<string, CalendarItem[]>; today: string; onTask: (t: Task) => void; onSlot: (d: TaskDraft) => void; canCreate: boolean;
}) {
  const { t } = useLingui();
  const columns = `3.5rem repeat(${days.length}, minmax(0, 1fr))`;
  return (
    <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto" data-testid="calendar-hours">
      <Grid templateColumns={columns} minW={days.length > 1 ? '48rem' : undefined}>
        <Box />
        {days.map((day) => (
          <Box key={day} p="2" borderBottomWidth="1px" borderLeftWidth="1px" bg={day === today ? 'brand.50' : undefined} fontWeight="medium" fontSize="sm" data-testid="calendar-day-head">
            <DayName day={day} format={days.length > 1 ? 'short' : 'long'} />
          </Box>
        ))}
        <Box fontSize="xs" color="gray.500" p="1"><Trans>Journée</Trans></Box>
        {days.map((day) => (
          <Stack key={day} gap="1" p="1" borderLeftWidth="1px" borderBottomWidth="1px" minH="6">
            {(byDay.get(day) ?? []).filter((i) => i.kind === 'event').map((i) => <ItemChip key={i.key} item={i} onTask={onTask} />)}
          </Stack>
        ))}
        {HOURS.map((hour) => {
          const label = `${String(hour).padStart(2, '0')}:00`;
          return [
            <Box key={`h${hour}`} fontSize="xs" color="gray.500" p="1" borderBottomWidth="1px">{label}</Box>,
            ...days.map((day) => {
              const here = (byDay.get(day) ?? []).filter((i) => i.kind === 'task' && hourRowOf(i.time) === hour);
              return (
                <Stack key={`${day}-${hour}`} gap="1" p="1" minH="10" borderLeftWidth="1px" borderBottomWidth="1px" position="relative"
                  data-testid="calendar-slot" data-day={day} data-hour={hour}>
                  {here.map((i) => <ItemChip key={i.key} item={i} onTask={onTask} />)}
                  {canCreate ? (
                    <Button size="2xs" variant="ghost" color="gray.400" flex="1" minH="5" _hover={{ color: 'brand.600', bg: 'brand.50' }} aria-label={t`Nouvelle tâche le ${day} à ${label}`}
                      onClick={() => onSlot({ day, time: label })} data-testid="calendar-slot-add">+</Button>
                  ) : null}
                </Stack>
              );
            }),
          ];
        })}
      </Grid>
    </Box>
  );
}

/** Month: whole weeks from Monday; the other months' days greyed; a day's « + » creates a task that day. */
function MonthGrid({ day, byDay, today, onTask, onSlot, canCreate }: {
  day: string; byDay: Map<string, CalendarItem[]>; today: string; onTask: (t: Task) => void; onSlot: (d: TaskDraft) => void; canCreate: boolean;
}) {
  const { t, i18n } = useLingui();
  const weeks = monthGrid(day);
  const month = day.slice(0, 7);
  const names = weeks[0]!.map((d) => new Intl.DateTimeFormat(i18n.locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${d}T12:00:00Z`)));
  return (
    <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto" data-testid="calendar-month">
      <Grid templateColumns="repeat(7, minmax(6rem, 1fr))" minW="44rem">
        {names.map((n) => <Box key={n} p="2" fontSize="sm" fontWeight="medium" borderBottomWidth="1px">{n}</Box>)}
        {weeks.flat().map((d) => {
          const items = byDay.get(d) ?? [];
          return (
            <Stack key={d} gap="1" p="1" minH="24" borderBottomWidth="1px" borderLeftWidth="1px" bg={d === today ? 'brand.50' : d.slice(0, 7) !== month ? 'gray.50' : undefined} data-testid="calendar-month-day" data-day={d}>
              <HStack justify="space-between">
                <Text fontSize="xs" color={d.slice(0, 7) === month ? 'gray.800' : 'gray.400'}>{Number(d.slice(8))}</Text>
                {canCreate ? <Button size="2xs" variant="ghost" aria-label={t`Nouvelle tâche le ${d}`} onClick={() => onSlot({ day: d, time: '09:00' })} data-testid="calendar-day-add">+</Button> : null}
              </HStack>
              {items.slice(0, 4).map((i) => <ItemChip key={i.key} item={i} onTask={onTask} />)}
              {items.length > 4 ? <Text fontSize="xs" color="gray.600"><Trans>et {items.length - 4} de plus</Trans></Text> : null}
            </Stack>
          );
        })}
      </Grid>
    </Box>
  );
}

/**
 * /dashboard/calendar (seeAllTask): day, week and month views (weeks from Monday, names in the interface
 * language), the tasks and the orders' quote expiries, shipments and deliveries; a task opens to be changed, an
 * empty slot creates one. The view and the day are in the URL; a phone starts on the day view.
 */
export function CalendarScreen() {
  const { t, i18n } = useLingui();
  const { shopId, can } = useShopAccess();
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const phoneDefault = useBreakpointValue<CalendarView>({ base: 'day', md: 'week' }) ?? 'week';
  const q = new URLSearchParams(search);
  const today = parisDay(new Date());
  const view = (VIEWS as readonly string[]).includes(q.get('view') ?? '') ? (q.get('view') as CalendarView) : phoneDefault;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(q.get('day') ?? '') ? q.get('day')! : today;
  const scope = q.get('scope') === 'mine' ? 'mine' : 'all';
  const go = (next: { view?: CalendarView; day?: string; scope?: string }) => {
    const p = new URLSearchParams({ view: next.view ?? view, day: next.day ?? day, ...(next.scope ?? scope) === 'mine' ? { scope: 'mine' } : {} });
    void navigate(`${pathname}?${p.toString()}`, { replace: true });
  };
  const range = viewRange(view, day);
  const { data, error, isLoading } = useApi<CalendarData>(shopId === null ? null : '/v1/tasks/calendar', { shopId, ...range, scope });
  const [dialog, setDialog] = useState<{ task?: Task; draft?: TaskDraft } | null>(null);
  const byDay = itemsByDay(data);
  const canCreate = can('createTask');
  const title = view === 'month'
    ? new Intl.DateTimeFormat(i18n.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))
    : view === 'week' ? t`Semaine du ${new Intl.DateTimeFormat(i18n.locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${range.from}T12:00:00Z`))}`
      : new Intl.DateTimeFormat(i18n.locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
  const viewNames: Record<CalendarView, string> = { day: t`Jour`, week: t`Semaine`, month: t`Mois` };
  if (shopId === null) return null;
  return (
    <Stack gap="4" data-testid="calendar" data-view={view}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading size="xl"><Trans>Calendrier</Trans></Heading>
        {canCreate ? <Button colorPalette="brand" size="sm" onClick={() => setDialog({ draft: { day, time: '09:00' } })} data-testid="calendar-new-task"><Trans>Nouvelle tâche</Trans></Button> : null}
      </Flex>
      <Flex gap="3" wrap="wrap" align="center" justify="space-between" bg="white" borderWidth="1px" borderRadius="md" p="3">
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => go({ day: shiftView(view, day, -1) })} aria-label={t`Période précédente`} data-testid="calendar-prev">‹</Button>
          <Button size="sm" variant="outline" onClick={() => go({ day: today })} data-testid="calendar-today"><Trans>Aujourd'hui</Trans></Button>
          <Button size="sm" variant="outline" onClick={() => go({ day: shiftView(view, day, 1) })} aria-label={t`Période suivante`} data-testid="calendar-next">›</Button>
          <Text fontWeight="medium" textTransform="capitalize" data-testid="calendar-title">{title}</Text>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={t`Vue`}>
            {VIEWS.map((v) => (
              <Button key={v} variant={v === view ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={v === view} onClick={() => go({ view: v })} data-testid={`calendar-view-${v}`}>{viewNames[v]}</Button>
            ))}
          </ButtonGroup>
          <Button size="sm" variant={scope === 'mine' ? 'solid' : 'outline'} aria-pressed={scope === 'mine'} onClick={() => go({ scope: scope === 'mine' ? 'all' : 'mine' })} data-testid="calendar-mine">
            <Trans>Mes tâches</Trans>
          </Button>
        </HStack>
      </Flex>
      <HStack gap="2" wrap="wrap" fontSize="xs" color="gray.600">
        {(['quoteExpiry', 'shipment', 'delivery'] as const).map((k) => <Badge key={k} colorPalette={eventPalette[k]} variant="subtle">{i18n._(eventLabels[k])}</Badge>)}
      </HStack>
      {error ? <ErrorScreen detail={error instanceof Error ? error.message : undefined} /> : null}
      {isLoading && !data ? <PageLoader /> : null}
      {view === 'month'
        ? <MonthGrid day={day} byDay={byDay} today={today} canCreate={canCreate} onTask={(task) => setDialog({ task })} onSlot={(draft) => setDialog({ draft })} />
        : <HourGrid days={view === 'week' ? weekDays(day) : [day]} byDay={byDay} today={today} canCreate={canCreate} onTask={(task) => setDialog({ task })} onSlot={(draft) => setDialog({ draft })} />}
      {data && data.tasks.length === 0 && data.events.length === 0 ? (
        <Text color="gray.600" textAlign="center" data-testid="calendar-empty"><Trans>Rien de prévu sur cette période.</Trans></Text>
      ) : null}
      {dialog ? <TaskDialog shopId={shopId} task={dialog.task ?? null} draft={dialog.draft} onClose={() => setDialog(null)} /> : null}
    </Stack>
  );
}
