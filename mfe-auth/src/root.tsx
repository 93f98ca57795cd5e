import { Suspense } from 'react';
import { getHref } from '@vendange/route-registry';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { NotFound, PageLoader } from '@vendange/ui';
import { authHref } from './auth-links';
import { AuthLayout } from './layout/auth-layout';
import { AdminScreen, ChooseAccountScreen, RegisterKindScreen, RegisterScreen, ResetScreen, ValidateScreen } from './lazy-screens';
import { LoginScreen } from './screens/login-screen';

function ToLogin() {
  const { search } = useLocation();
  return <Navigate to={authHref(getHref('login'), search)} replace />;
}

/** Inside the auth layout: its banner and header stay on screen while a screen's chunk loads. */
function ScreenOutlet() {
  return <Suspense fallback={<PageLoader />}><Outlet /></Suspense>;
}

/** mfe-auth owns /auth/* (every screen inside the auth layout: banner, shop branding) and the administrator's /admin. */
export function Root() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route path="/auth" element={<AuthLayout />}>
          <Route element={<ScreenOutlet />}>
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
        </Route>
        <Route path="/admin" element={<AdminScreen />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
