import { Navigate, Route, Routes, useLocation } from 'react-router';
import { NotFound } from '@vendange/ui';
import { AdminScreen } from './admin/admin-screen';
import { authHref } from './auth-links';
import { AuthLayout } from './layout/auth-layout';
import { ChooseAccountScreen } from './screens/choose-account-screen';
import { LoginScreen } from './screens/login-screen';
import { RegisterKindScreen } from './screens/register/register-kind-screen';
import { RegisterScreen } from './screens/register/register-screen';
import { ResetScreen } from './screens/reset/reset-screen';
import { ValidateScreen } from './screens/validate-screen';

function ToLogin() {
  const { search } = useLocation();
  return <Navigate to={authHref('/auth/login', search)} replace />;
}

/** mfe-auth owns /auth/* (every screen inside the auth layout: banner, shop branding) and the administrator's /admin. */
export function Root() {
  return (
    <Routes>
      <Route path="/auth" element={<AuthLayout />}>
        <Route index element={<ToLogin />} />
        <Route path="login" element={<LoginScreen />} />
        <Route path="login/choose" element={<ChooseAccountScreen />} />
        <Route path="register" element={<RegisterKindScreen />} />
        <Route path="register/buyer" element={<RegisterScreen key="buyer" kind="buyer" />} />
        <Route path="register/seller" element={<RegisterScreen key="seller" kind="seller" />} />
        <Route path="register/agent" element={<RegisterScreen key="agent" kind="agent" />} />
        <Route path="validate" element={<ValidateScreen />} />
        <Route path="resetpwd" element={<ResetScreen />} />
      </Route>
      <Route path="/admin" element={<AdminScreen />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
