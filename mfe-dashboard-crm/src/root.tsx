import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { NotFound, PageLoader } from '@vendange/ui';
import { ClientsScreen, CollaboratorAddScreen, CollaboratorDetailScreen, CollaboratorsListScreen } from './lazy-screens';

/** CRM: clients, then opportunities, tasks, calendar, marketing, agents and collaborators. */
export function Root() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route path="/dashboard/clients" element={<ClientsScreen />} />
        <Route path="/dashboard/collaborators" element={<CollaboratorsListScreen />} />
        <Route path="/dashboard/collaborators/add" element={<CollaboratorAddScreen />} />
        {/* The sales structure is not built yet: its own 404 rather than a collaborator id. */}
        <Route path="/dashboard/collaborators/structure" element={<NotFound />} />
        <Route path="/dashboard/collaborators/:id" element={<CollaboratorDetailScreen />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
