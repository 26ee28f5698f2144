import { LoginForm } from '../features/auth/LoginForm';
import { NarrowPage } from '../layouts/NarrowPage';

/** `/login` */
export default function Login() {
  return (
    <NarrowPage>
      <LoginForm />
    </NarrowPage>
  );
}
