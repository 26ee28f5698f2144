import { VerifyAdminEmailForm } from '../features/auth/VerifyAdminEmailForm';
import { NarrowPage } from '../layouts/NarrowPage';

/** `/verify-admin-email?userId&email` */
export default function VerifyAdminEmail() {
  return (
    <NarrowPage>
      <VerifyAdminEmailForm />
    </NarrowPage>
  );
}
