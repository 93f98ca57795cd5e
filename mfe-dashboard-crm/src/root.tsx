import { Route, Routes } from 'react-router';
import { NotFound } from '@vendange/ui';
import { ClientsScreen } from './screens/clients-screen';

/** CRM: clients, then opportunities, tasks, calendar, marketing, agents and collaborators. */
export function Root() {
  return (
    <Routes>
      <Route path="/dashboard/clients" element={<ClientsScreen />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
