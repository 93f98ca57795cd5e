import { Button, Field, Flex, HStack, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router';
import { useApi } from '@vendange/api-client';
import { taskPriorities, type Task } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { formatDateTime, ListPage } from '@vendange/ui';
import { useState } from 'react';
import { TaskBadges, TaskCard, TaskTitle } from './task-bits';
import { TaskDialog } from './task-dialogs';
import { activityLabels, priorityLabels } from './task-labels';

const SCOPES = ['all', 'mine'] as const;
const STATES = ['open', 'late', 'done', 'all'] as const;

/** The list's filters kept in the URL (?scope=mine&state=late&priority=high&taskId=12). */
export function taskFiltersOf(search: string) {
  const q = new URLSearchParams(search);
  const pick = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const v = q.get(name) as T | null;
    return v && allowed.includes(v) ? v : fallback;
  };
  const priority = q.get('priority');
  const taskId = Number(q.get('taskId'));
  return {
    scope: pick('scope', SCOPES, 'all'), state: pick('state', STATES, 'open'),
    priority: priority && (taskPriorities as readonly string[]).includes(priority) ? priority : '',
    taskId: Number.isInteger(taskId) && taskId > 0 ? taskId : null,
  };
}

function FilterSelect({ label, value, onChange, testId, options }: { label: string; value: string; onChange: (v: string) => void; testId: string; options: Array<[string, string]> }) {
  return (
    <Field.Root w={{ base: 'full', sm: '48' }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field bg="white" value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
          {options.map(([v, l]) => <option key={v} value={v}>{l}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** A task named in the URL (a notification's link): read, then opened in the dialog. */
function LinkedTask({ shopId, id, onClose }: { shopId: number; id: number; onClose: () => void }) {
  const { data } = useApi<Task>(`/v1/tasks/${id}`, { shopId });
  return data ? <TaskDialog shopId={shopId} task={data} onClose={onClose} /> : null;
}

/**
 * /dashboard/tasks (seeAllTask): the shop's tasks, soonest first; mine or all, open, late or done, by priority
 * (kept in the URL); a task opens in a dialog (also from a notification's ?taskId=); cards on phones.
 */
export function TasksScreen() {
  const { t, i18n } = useLingui();
  const { shopId, can } = useShopAccess();
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const filters = taskFiltersOf(search);
  const [open, setOpen] = useState<Task | 'new' | null>(null);
  const setFilter = (name: string, value: string) => {
    const q = new URLSearchParams(search);
    if (value) q.set(name, value); else q.delete(name);
    q.delete('taskId');
    const qs = q.toString();
    void navigate(`${pathname}${qs ? `?${qs}` : ''}`, { replace: true });
  };
  if (shopId === null) return null;
  return (
    <>
      <ListPage<Task>
        testId="tasks-list"
        title={<Trans>Tâches</Trans>}
        path="/v1/tasks"
        query={{ shopId, scope: filters.scope, state: filters.state, priority: filters.priority || undefined }}
        rowKey={(task) => task.id}
        filters={(
          <Flex gap="3" wrap="wrap" align="flex-end" justify="space-between" bg="white" borderWidth="1px" borderRadius="md" p="3" data-testid="task-filters">
            <HStack gap="3" wrap="wrap" align="flex-end">
              <FilterSelect label={t`Tâches de`} value={filters.scope} onChange={(v) => setFilter('scope', v)} testId="task-filter-scope"
                options={[['all', t`Toute l'équipe`], ['mine', t`Moi`]]} />
              <FilterSelect label={t`État`} value={filters.state} onChange={(v) => setFilter('state', v)} testId="task-filter-state"
                options={[['open', t`À faire`], ['late', t`En retard`], ['done', t`Faites`], ['all', t`Toutes`]]} />
              <FilterSelect label={t`Priorité`} value={filters.priority} onChange={(v) => setFilter('priority', v)} testId="task-filter-priority"
                options={[['', t`Toutes les priorités`], ...taskPriorities.map((p): [string, string] => [p, i18n._(priorityLabels[p])])]} />
            </HStack>
            {can('createTask') ? <Button colorPalette="brand" size="sm" onClick={() => setOpen('new')} data-testid="task-new"><Trans>Nouvelle tâche</Trans></Button> : null}
          </Flex>
        )}
        empty={filters.state === 'late' ? <Trans>Aucune tâche en retard.</Trans> : <Trans>Aucune tâche ici : planifiez un appel, une visite ou une dégustation.</Trans>}
        card={(task) => <TaskCard task={task} onOpen={setOpen} />}
        columns={[
          { header: <Trans>Tâche</Trans>, cell: (task) => <TaskTitle task={task} onOpen={setOpen} /> },
          { header: <Trans>Échéance</Trans>, cell: (task) => formatDateTime(task.dueAt) },
          { header: <Trans>Activité</Trans>, cell: (task) => i18n._(activityLabels[task.activity]) },
          { header: <Trans>Client</Trans>, cell: (task) => task.clientName ?? '-' },
          { header: <Trans>Confiée à</Trans>, cell: (task) => task.assigneeName },
          { header: <Trans>État</Trans>, cell: (task) => <TaskBadges task={task} /> },
        ]}
      />
      {open ? <TaskDialog shopId={shopId} task={open === 'new' ? null : open} onClose={() => setOpen(null)} /> : null}
      {filters.taskId && !open ? <LinkedTask shopId={shopId} id={filters.taskId} onClose={() => setFilter('taskId', '')} /> : null}
    </>
  );
}
