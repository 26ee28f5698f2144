import { ForgotPasswordForm } from '../features/auth/PasswordRecovery';
import { NarrowPage } from '../layouts/NarrowPage';

/** `/forgot-password` */
export default function ForgotPassword() {
  return (
    <NarrowPage>
      <ForgotPasswordForm />
    </NarrowPage>
  );
}
