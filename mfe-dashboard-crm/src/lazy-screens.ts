import { lazy } from 'react';

// Each screen in its own chunk, fetched the first time its route is shown (docs/decisions/dashboard-code-splitting.md).
export const ClientsScreen = lazy(() => import('./clients/clients-screen').then((m) => ({ default: m.ClientsScreen })));
export const ClientAddScreen = lazy(() => import('./clients/client-add-screen').then((m) => ({ default: m.ClientAddScreen })));
export const ClientScreen = lazy(() => import('./clients/client-screen').then((m) => ({ default: m.ClientScreen })));
export const ClientImportScreen = lazy(() => import('./clients/client-import-screen').then((m) => ({ default: m.ClientImportScreen })));
export const CollaboratorsListScreen = lazy(() => import('./screens/collaborators/collaborators-list-screen').then((m) => ({ default: m.CollaboratorsListScreen })));
export const CollaboratorAddScreen = lazy(() => import('./screens/collaborators/collaborator-add-screen').then((m) => ({ default: m.CollaboratorAddScreen })));
export const CollaboratorDetailScreen = lazy(() => import('./screens/collaborators/collaborator-detail-screen').then((m) => ({ default: m.CollaboratorDetailScreen })));
export const TasksScreen = lazy(() => import('./tasks/tasks-screen').then((m) => ({ default: m.TasksScreen })));
export const CalendarScreen = lazy(() => import('./calendar/calendar-screen').then((m) => ({ default: m.CalendarScreen })));
export const OpportunitiesScreen = lazy(() => import('./opportunities/opportunities-screen').then((m) => ({ default: m.OpportunitiesScreen })));
export const ProspectionScreen = lazy(() => import('./prospection/prospection-screen').then((m) => ({ default: m.ProspectionScreen })));
export const AgentsScreen = lazy(() => import('./agents/agents-screen').then((m) => ({ default: m.AgentsScreen })));
export const AgentInviteScreen = lazy(() => import('./agents/agent-invite-screen').then((m) => ({ default: m.AgentInviteScreen })));
export const AgentsFindScreen = lazy(() => import('./agents/agents-find-screen').then((m) => ({ default: m.AgentsFindScreen })));
export const AgentsAnalyticsScreen = lazy(() => import('./agents/agents-analytics-screen').then((m) => ({ default: m.AgentsAnalyticsScreen })));
export const AgentScreen = lazy(() => import('./agents/agent-screen').then((m) => ({ default: m.AgentScreen })));
export const MyCommissionsScreen = lazy(() => import('./agents/my-commissions-screen').then((m) => ({ default: m.MyCommissionsScreen })));
export const TourScreen = lazy(() => import('./tour/tour-screen').then((m) => ({ default: m.TourScreen })));
export const SalesStructureScreen = lazy(() => import('./structure/sales-structure-screen').then((m) => ({ default: m.SalesStructureScreen })));
