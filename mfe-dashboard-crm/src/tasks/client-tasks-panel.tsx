import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useApi } from '@vendange/api-client';
import type { Task } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { PageLoader } from '@vendange/ui';
import { TaskCard } from './task-bits';
import { TaskDialog } from './task-dialogs';

function TaskList({ tasks, onOpen, testId }: { tasks: Task[]; onOpen: (t: Task) => void; testId: string }) {
  return (
    <Stack as="ul" listStyleType="none" gap="2" data-testid={testId}>
      {tasks.map((task) => <Box as="li" key={task.id} borderWidth="1px" borderRadius="md" p="2" bg="white"><TaskCard task={task} onOpen={onOpen} /></Box>)}
    </Stack>
  );
}

/**
 * A client's tasks for the client page (crm-clients): the open ones soonest first, the last ten done, and
 * « Nouvelle tâche » for this client. Shown to staff with seeAllTask only.
 */
export function ClientTasksPanel({ clientId, clientName }: { clientId: number; clientName: string }) {
  const { shopId, can } = useShopAccess();
  const readable = can('seeAllTask') && shopId !== null;
  const { data: open, error } = useApi<{ items: Task[] }>(readable ? '/v1/tasks' : null, { shopId, clientId, state: 'open', limit: 20 });
  const { data: done } = useApi<{ items: Task[] }>(readable ? '/v1/tasks' : null, { shopId, clientId, state: 'done', sort: '-due', limit: 10 });
  const [dialog, setDialog] = useState<Task | 'new' | null>(null);
  if (!readable) return null;
  return (
    <Stack gap="3" data-testid="client-tasks-panel">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md"><Trans>Tâches</Trans></Heading>
        {can('createTask') ? <Button size="sm" colorPalette="brand" onClick={() => setDialog('new')} data-testid="client-task-new"><Trans>Nouvelle tâche</Trans></Button> : null}
      </HStack>
      {error ? <Text color="red.600"><Trans>Les tâches n'ont pas pu être lues : rechargez la page.</Trans></Text> : null}
      {!open && !error ? <PageLoader /> : null}
      {open ? (open.items.length === 0 ? <Text color="gray.600"><Trans>Rien de prévu avec ce client.</Trans></Text> : <TaskList tasks={open.items} onOpen={setDialog} testId="client-tasks-open" />) : null}
      {done && done.items.length > 0 ? (
        <Stack gap="2">
          <Text fontWeight="medium" color="gray.700"><Trans>Faites</Trans></Text>
          <TaskList tasks={done.items} onOpen={setDialog} testId="client-tasks-done" />
        </Stack>
      ) : null}
      {dialog ? (
        <TaskDialog shopId={shopId} task={dialog === 'new' ? null : dialog} draft={{ client: { id: clientId, name: clientName } }} onClose={() => setDialog(null)} />
      ) : null}
    </Stack>
  );
}
