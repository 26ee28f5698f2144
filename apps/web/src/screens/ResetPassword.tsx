import { useParams } from 'wouter';
import { ResetPasswordForm } from '../features/auth/PasswordRecovery';
import { NarrowPage } from '../layouts/NarrowPage';

/** `/resetpassword/{token}` */
export default function ResetPassword() {
  const { token = '' } = useParams<{ token: string }>();
  return (
    <NarrowPage>
      <ResetPasswordForm token={token} />
    </NarrowPage>
  );
}
