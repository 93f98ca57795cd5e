import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useApi } from '@vendange/api-client';
import type { Maintenance, MaintenanceState } from '@vendange/contracts';
import { ErrorScreen, formatDateTime, PageLoader } from '@vendange/ui';
import { FailedJobs } from './failed-jobs';
import { MaintenanceForm } from './maintenance-form';
import { MaintenanceList } from './maintenance-list';

function CurrentState({ state }: { state: MaintenanceState | undefined }) {
  if (!state) return null;
  const text = state.page
    ? <Trans>Page de maintenance affichée jusqu'au {state.endDate ? formatDateTime(state.endDate) : '?'}.</Trans>
    : state.banner
      ? <Trans>Bandeau affiché : maintenance prévue le {state.startDate ? formatDateTime(state.startDate) : '?'}.</Trans>
      : <Trans>Aucune maintenance annoncée aux utilisateurs.</Trans>;
  return <Box data-testid="maintenance-current" bg="white" borderWidth="1px" borderRadius="md" px="4" py="3"><Text>{text}</Text></Box>;
}

/** /admin: the platform administrator plans maintenances, sees what users are shown right now, and retries failed jobs. */
export function AdminScreen() {
  const list = useApi<Array<Maintenance & { cancelledAt?: string | null }>>('/v1/admin/maintenances');
  const current = useApi<MaintenanceState>('/v1/maintenances');
  const refresh = () => { void list.mutate(); void current.mutate(); };
  return (
    <Stack gap="6" maxW="960px" mx="auto" data-testid="admin-screen">
      <Heading as="h1" size="xl"><Trans>Administration : maintenances</Trans></Heading>
      <CurrentState state={current.data} />
      <MaintenanceForm onCreated={refresh} />
      <Heading as="h2" size="md"><Trans>Maintenances</Trans></Heading>
      {list.error ? <ErrorScreen /> : list.data ? <MaintenanceList rows={list.data} onChanged={refresh} /> : <PageLoader />}
      <FailedJobs />
    </Stack>
  );
}
