import { lazy } from 'react';

// Each screen in its own chunk, fetched the first time its route is shown (docs/decisions/dashboard-code-splitting.md).
// The login screen stays in the root's chunk: it is the page every producer opens before the dashboard.
export const ChooseAccountScreen = lazy(() => import('./screens/choose-account-screen').then((m) => ({ default: m.ChooseAccountScreen })));
export const RegisterKindScreen = lazy(() => import('./screens/register/register-kind-screen').then((m) => ({ default: m.RegisterKindScreen })));
export const RegisterScreen = lazy(() => import('./screens/register/register-screen').then((m) => ({ default: m.RegisterScreen })));
export const ValidateScreen = lazy(() => import('./screens/validate-screen').then((m) => ({ default: m.ValidateScreen })));
export const ResetScreen = lazy(() => import('./screens/reset/reset-screen').then((m) => ({ default: m.ResetScreen })));
export const AdminScreen = lazy(() => import('./admin/admin-screen').then((m) => ({ default: m.AdminScreen })));
