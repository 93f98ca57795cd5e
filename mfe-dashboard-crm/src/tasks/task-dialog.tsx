import { Button, Checkbox, HStack, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api, useApi } from '@vendange/api-client';
import { taskActivities, taskPriorities, type Task, type TaskActivity, type TaskAssignee, type TaskPriority } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { ConfirmDialog, FormDialog, FormField } from '@vendange/ui';
import { parisDay, parisInstant, parisTime } from '../calendar/calendar-grid';
import { ClientField, type PickedClient } from './client-field';
import { activityLabels, failureText, priorityLabels, refreshTasks, reminderLabels } from './task-labels';

/** What a new task starts with (a slot clicked in the calendar, a prospect to call). */
export interface TaskDraft { day?: string; time?: string; client?: PickedClient | null; activity?: TaskActivity; title?: string }

interface Props {
  shopId: number;
  /** The task to change; absent: a new one. */
  task?: Task | null;
  draft?: TaskDraft;
  onClose: () => void;
  onSaved?: (task: Task | null) => void;
}

function Select({ value, onChange, testId, children, label }: { value: string; onChange: (v: string) => void; testId: string; children: React.ReactNode; label: string }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field bg="white" value={value} aria-label={label} onChange={(e) => onChange(e.target.value)} data-testid={testId}>{children}</NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * A task in a dialog: what (title, activity, priority), when (day and time, Paris), for whom (a staff member of
 * the shop), about which client, the reminder and notes; done/undone and delete (confirmed) when it exists.
 */
export function TaskDialog({ shopId, task, draft, onClose, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const { user, can } = useShopAccess();
  const writable = can('createTask');
  const { data: staff } = useApi<{ items: TaskAssignee[] }>('/v1/tasks/assignees', { shopId });
  const [title, setTitle] = useState(task?.title ?? draft?.title ?? '');
  const [activity, setActivity] = useState<TaskActivity>(task?.activity ?? draft?.activity ?? 'call');
  const [priority, setPriority] = useState<TaskPriority>(task?.priority ?? 'normal');
  const [day, setDay] = useState(task ? parisDay(task.dueAt) : draft?.day ?? parisDay(new Date()));
  const [time, setTime] = useState(task ? parisTime(task.dueAt) : draft?.time ?? '09:00');
  const [assigneeId, setAssigneeId] = useState(String(task?.assigneeId ?? user?.id ?? ''));
  const [client, setClient] = useState<PickedClient | null>(task?.clientId ? { id: task.clientId, name: task.clientName ?? '' } : draft?.client ?? null);
  const [reminder, setReminder] = useState(task ? (task.reminderMinutes === null ? '' : String(task.reminderMinutes)) : '30');
  const [notes, setNotes] = useState(task?.notes ?? '');
  const [done, setDone] = useState(task?.done ?? false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const save = async () => {
    // Readers without createTask see the task; saving says why it cannot be (the server would refuse it too).
    if (!writable) { setFailure(t`Votre compte n'a pas le droit de modifier les tâches : demandez-le au propriétaire de la boutique.`); return; }
    if (!day || !time) { setFailure(t`Choisissez le jour et l'heure de la tâche.`); return; }
    setBusy(true);
    setFailure(null);
    const body = {
      title, activity, priority, dueAt: parisInstant(day, time), assigneeId: Number(assigneeId) || undefined,
      clientId: client?.id ?? null, reminderMinutes: reminder === '' ? null : Number(reminder), notes: notes || null,
    };
    try {
      const saved = task
        ? await api<Task>(`/v1/tasks/${task.id}`, { method: 'PUT', query: { shopId }, body: { ...body, done }, silent: true })
        : await api<Task>('/v1/tasks', { method: 'POST', body: { shopId, ...body }, silent: true });
      showSnackbar('success', task ? t`Tâche enregistrée.` : t`Tâche créée.`);
      await refreshTasks();
      onSaved?.(saved);
      onClose();
    } catch (err) {
      setFailure(failureText(err));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!task) return;
    setBusy(true);
    try {
      await api(`/v1/tasks/${task.id}`, { method: 'DELETE', query: { shopId }, silent: true });
      showSnackbar('success', t`Tâche supprimée.`);
      await refreshTasks();
      onSaved?.(null);
      onClose();
    } catch (err) {
      setFailure(failureText(err));
      setConfirmDelete(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <FormDialog title={task ? t`Tâche` : t`Nouvelle tâche`} ariaLabel={task ? t`Modifier la tâche` : t`Nouvelle tâche`} testId="task-dialog" size="lg"
        submitLabel={task ? <Trans>Enregistrer</Trans> : <Trans>Créer la tâche</Trans>} busy={busy} failure={failure} onClose={onClose}
        onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <Stack gap="3">
          <FormField label={<Trans>Titre</Trans>} required>
            <Input bg="white" value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} data-testid="task-title" autoFocus />
          </FormField>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <FormField label={<Trans>Activité</Trans>} required>
              <Select label={t`Activité`} value={activity} onChange={(v) => setActivity(v as TaskActivity)} testId="task-activity">
                {taskActivities.map((a) => <option key={a} value={a}>{i18n._(activityLabels[a])}</option>)}
              </Select>
            </FormField>
            <FormField label={<Trans>Priorité</Trans>}>
              <Select label={t`Priorité`} value={priority} onChange={(v) => setPriority(v as TaskPriority)} testId="task-priority">
                {taskPriorities.map((p) => <option key={p} value={p}>{i18n._(priorityLabels[p])}</option>)}
              </Select>
            </FormField>
            <FormField label={<Trans>Jour</Trans>} required>
              <Input type="date" bg="white" value={day} onChange={(e) => setDay(e.target.value)} data-testid="task-day" />
            </FormField>
            <FormField label={<Trans>Heure</Trans>} required>
              <Input type="time" bg="white" value={time} onChange={(e) => setTime(e.target.value)} data-testid="task-time" />
            </FormField>
            <FormField label={<Trans>Confiée à</Trans>} required>
              <Select label={t`Confiée à`} value={assigneeId} onChange={setAssigneeId} testId="task-assignee">
                {(staff?.items ?? []).map((s) => <option key={s.id} value={String(s.id)}>{s.name}</option>)}
                {!staff && assigneeId ? <option value={assigneeId}>{task?.assigneeName ?? t`Moi`}</option> : null}
              </Select>
            </FormField>
            <FormField label={<Trans>Rappel</Trans>}>
              <Select label={t`Rappel`} value={reminder} onChange={setReminder} testId="task-reminder">
                {reminderLabels.map((r) => <option key={r.value} value={r.value}>{i18n._(r.label)}</option>)}
              </Select>
            </FormField>
          </SimpleGrid>
          <ClientField shopId={shopId} value={client} onChange={setClient} testId="task-client" />
          <FormField label={<Trans>Notes</Trans>}>
            <Textarea bg="white" rows={3} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} data-testid="task-notes" />
          </FormField>
          {task ? (
            <HStack justify="space-between" wrap="wrap" gap="3">
              <Checkbox.Root checked={done} onCheckedChange={(e) => setDone(e.checked === true)} data-testid="task-done">
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label><Trans>Fait</Trans></Checkbox.Label>
              </Checkbox.Root>
              {writable ? (
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirmDelete(true)} data-testid="task-delete"><Trans>Supprimer</Trans></Button>
              ) : null}
            </HStack>
          ) : null}
        </Stack>
      </FormDialog>
      <ConfirmDialog open={confirmDelete} destructive busy={busy} testId="task-delete-confirm"
        message={<Trans>Supprimer la tâche « {title} » ? Son rappel est annulé.</Trans>} confirmLabel={t`Supprimer`}
        onConfirm={() => remove()} onCancel={() => setConfirmDelete(false)} />
    </>
  );
}
