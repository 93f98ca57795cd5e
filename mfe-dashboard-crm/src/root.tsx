import { Route, Routes } from 'react-router';
import { NotFound } from '@vendange/ui';
import { ClientsScreen } from './screens/clients-screen';
import { CollaboratorAddScreen } from './screens/collaborators/collaborator-add-screen';
import { CollaboratorDetailScreen } from './screens/collaborators/collaborator-detail-screen';
import { CollaboratorsListScreen } from './screens/collaborators/collaborators-list-screen';

/** CRM: clients, then opportunities, tasks, calendar, marketing, agents and collaborators. */
export function Root() {
  return (
    <Routes>
      <Route path="/dashboard/clients" element={<ClientsScreen />} />
      <Route path="/dashboard/collaborators" element={<CollaboratorsListScreen />} />
      <Route path="/dashboard/collaborators/add" element={<CollaboratorAddScreen />} />
      {/* The sales structure is not built yet: its own 404 rather than a collaborator id. */}
      <Route path="/dashboard/collaborators/structure" element={<NotFound />} />
      <Route path="/dashboard/collaborators/:id" element={<CollaboratorDetailScreen />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
