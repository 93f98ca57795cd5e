import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { NotFound, PageLoader } from '@vendange/ui';
import { ClientsScreen, CollaboratorAddScreen, CollaboratorDetailScreen, CollaboratorsListScreen } from './lazy-screens';
import { CalendarScreen, OpportunitiesScreen, ProspectionScreen, TasksScreen } from './lazy-screens';
import { ClientAddScreen, ClientImportScreen, ClientScreen } from './lazy-screens';
import { AgentInviteScreen, AgentScreen, AgentsAnalyticsScreen, AgentsFindScreen, AgentsScreen, MyCommissionsScreen, SalesStructureScreen, TourScreen } from './lazy-screens';

/** CRM: clients, then opportunities, tasks, calendar, marketing, agents and collaborators. */
export function Root() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route path="/dashboard/clients" element={<ClientsScreen />} />
        <Route path="/dashboard/clients/opportunities" element={<OpportunitiesScreen />} />
        <Route path="/dashboard/clients/prospection" element={<ProspectionScreen />} />
        <Route path="/dashboard/clients/add" element={<ClientAddScreen />} />
        <Route path="/dashboard/clients/import" element={<ClientImportScreen />} />
        <Route path="/dashboard/clients/:id" element={<ClientScreen />} />
        <Route path="/dashboard/tasks" element={<TasksScreen />} />
        <Route path="/dashboard/calendar" element={<CalendarScreen />} />
        <Route path="/dashboard/agents" element={<AgentsScreen />} />
        <Route path="/dashboard/agents/add" element={<AgentInviteScreen />} />
        <Route path="/dashboard/agents/find" element={<AgentsFindScreen />} />
        <Route path="/dashboard/agents/analytics" element={<AgentsAnalyticsScreen />} />
        <Route path="/dashboard/agents/:id" element={<AgentScreen />} />
        <Route path="/dashboard/commissions" element={<MyCommissionsScreen />} />
        <Route path="/dashboard/tour" element={<TourScreen />} />
        <Route path="/dashboard/collaborators" element={<CollaboratorsListScreen />} />
        <Route path="/dashboard/collaborators/add" element={<CollaboratorAddScreen />} />
        <Route path="/dashboard/collaborators/structure" element={<SalesStructureScreen />} />
        <Route path="/dashboard/collaborators/:id" element={<CollaboratorDetailScreen />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
