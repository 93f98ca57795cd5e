import { useSearchParams } from 'react-router';
import { NewPasswordForm } from './new-password-form';
import { ResetRequestForm } from './reset-request-form';

/** /auth/resetpwd: ask for a link by e-mail, or, with the link's ?token=, choose the new password. */
export function ResetScreen() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  return token ? <NewPasswordForm key={token} token={token} /> : <ResetRequestForm />;
}
