import { Navigate, Route, Routes } from 'react-router';
import { NotFound } from '@vendange/ui';
import { ChooseAccountScreen } from './screens/choose-account-screen';
import { LoginScreen } from './screens/login-screen';

/** mfe-auth owns /auth/*; the other auth screens come with the identity issue. */
export function Root() {
  return (
    <Routes>
      <Route path="/auth" element={<Navigate to="/auth/login" replace />} />
      <Route path="/auth/login" element={<LoginScreen />} />
      <Route path="/auth/login/choose" element={<ChooseAccountScreen />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
