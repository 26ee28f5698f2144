import { SignupForm } from '../features/auth/SignupForm';
import { NarrowPage } from '../layouts/NarrowPage';

/** `/signup` */
export default function Signup() {
  return (
    <NarrowPage>
      <SignupForm />
    </NarrowPage>
  );
}
