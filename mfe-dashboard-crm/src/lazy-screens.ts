import { lazy } from 'react';

// Each screen in its own chunk, fetched the first time its route is shown (docs/decisions/dashboard-code-splitting.md).
export const ClientsScreen = lazy(() => import('./screens/clients-screen').then((m) => ({ default: m.ClientsScreen })));
export const CollaboratorsListScreen = lazy(() => import('./screens/collaborators/collaborators-list-screen').then((m) => ({ default: m.CollaboratorsListScreen })));
export const CollaboratorAddScreen = lazy(() => import('./screens/collaborators/collaborator-add-screen').then((m) => ({ default: m.CollaboratorAddScreen })));
export const CollaboratorDetailScreen = lazy(() => import('./screens/collaborators/collaborator-detail-screen').then((m) => ({ default: m.CollaboratorDetailScreen })));
