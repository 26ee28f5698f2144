import { isProfileComplete } from '@kiwo/domain';
import { Link, Stack } from '@kiwo/ui';
import { FarmDetailsList } from '../features/settings/FarmDetailsList';
import { NarrowPage } from '../layouts/NarrowPage';
import { useAuth } from '../stores/auth';
import { useAreaI18n } from '../stores/locale';

/** `/{role}/profile`: who Kiwo thinks you are, and what is missing. */
export default function Profile() {
  const { t } = useAreaI18n('settings');
  const { user } = useAuth();
  if (!user) return null;
  const roles = {
    farmer: t.profile.roleFarmer(),
    agent: t.profile.roleAgent(),
    admin: t.profile.roleAdmin(),
    vet: t.enums.staffRole.vet(),
  };
  const complete = isProfileComplete(user);
  return (
    <NarrowPage>
      <Stack gap="md">
        <h1>{t.profile.title()}</h1>
        <p role="status">{complete ? t.profile.complete() : t.profile.incomplete()}</p>
        <dl>
          <dt>{t.auth.signup.firstName()}</dt>
          <dd>{`${user.firstName} ${user.lastName}`}</dd>
          <dt>{t.auth.signup.phone()}</dt>
          <dd>{user.phone}</dd>
          <dt>{t.auth.signup.email()}</dt>
          <dd>{user.email ?? '—'}</dd>
          <dt>{t.profile.role()}</dt>
          <dd>{roles[user.role]}</dd>
          {user.role === 'farmer' && <FarmDetailsList user={user} />}
        </dl>
        <Link href={`/${user.role}/settings`}>{t.profile.editInSettings()}</Link>
      </Stack>
    </NarrowPage>
  );
}
