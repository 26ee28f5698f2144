import type { PublicUser } from '@kiwo/api-client';
import { Fragment } from 'react';
import { useI18n } from '../../stores/locale';
import { formatCount } from '../farm/format';

/** The farm a farmer described at sign-up, as terms and values inside the profile's list. */
export function FarmDetailsList({ user }: { user: PublicUser }) {
  const { t } = useI18n();
  const rows: [string, string][] = [
    [t.auth.signup.farmName(), user.farmName ?? '—'],
    [t.auth.signup.state(), user.stateOfResidence ?? '—'],
    [
      t.auth.signup.primaryLivestock(),
      user.primaryLivestock ? t.enums.livestock[user.primaryLivestock]() : '—',
    ],
    [t.auth.signup.totalLivestock(), formatCount(user.totalLivestockCount ?? 0)],
    [t.auth.signup.gender(), user.gender ? t.enums.gender[user.gender]() : '—'],
    [t.auth.signup.age(), user.age ? t.enums.age[user.age]() : '—'],
  ];
  return (
    <>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </>
  );
}
