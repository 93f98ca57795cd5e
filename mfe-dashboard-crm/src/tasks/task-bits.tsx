import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Task } from '@vendange/contracts';
import { formatDateTime } from '@vendange/ui';
import { activityLabels, priorityLabels, priorityPalette } from './task-labels';

/** Priority, late or done, as small badges. */
export function TaskBadges({ task }: { task: Task }) {
  const { i18n } = useLingui();
  return (
    <HStack gap="1" wrap="wrap">
      <Badge colorPalette={priorityPalette[task.priority]} variant="subtle">{i18n._(priorityLabels[task.priority])}</Badge>
      {task.done ? <Badge colorPalette="green" data-testid="task-badge-done"><Trans>Faite</Trans></Badge> : null}
      {task.late ? <Badge colorPalette="red" data-testid="task-badge-late"><Trans>En retard</Trans></Badge> : null}
    </HStack>
  );
}

/** The title as a button opening the task (a keyboard reaches it like a link). */
export function TaskTitle({ task, onOpen }: { task: Task; onOpen: (task: Task) => void }) {
  return (
    <Button variant="plain" p="0" h="auto" color="brand.600" fontWeight="medium" whiteSpace="normal" textAlign="start" textDecoration={task.done ? 'line-through' : undefined}
      onClick={() => onOpen(task)} data-testid="task-open">
      {task.title}
    </Button>
  );
}

/** A task on a phone: title and badges, when and what, for whom and which client. */
export function TaskCard({ task, onOpen }: { task: Task; onOpen: (task: Task) => void }) {
  const { i18n } = useLingui();
  return (
    <Stack gap="1" fontSize="sm">
      <HStack justify="space-between" align="baseline" gap="2" wrap="wrap"><TaskTitle task={task} onOpen={onOpen} /><TaskBadges task={task} /></HStack>
      <Text color="gray.700">{formatDateTime(task.dueAt)} · {i18n._(activityLabels[task.activity])}</Text>
      <Text color="gray.600">{task.assigneeName}{task.clientName ? ` · ${task.clientName}` : ''}</Text>
    </Stack>
  );
}
