import { isRecordChannel } from '@kiwo/domain';
import { Alert, LoadingState, Stack, Table } from '@kiwo/ui';
import { useSignupFunnel } from '../../data/admin';
import { useConsoleI18n } from '../../stores/locale';
import { formatCount } from '../farm/format';

const percent = (part: number, whole: number) =>
  whole > 0 ? `${Math.round((part / whole) * 100)} %` : '—';

/** Farmers of the last 30 days: signed up → saved a first record → still recording 7 days on. */
export function SignupFunnel() {
  const { t } = useConsoleI18n();
  const a = t.admin;
  const { data, error, isLoading } = useSignupFunnel();
  const steps = data
    ? [
        { id: 'signed-up', label: a.funnelSignedUp(), farmers: data.signedUp, of: data.signedUp },
        {
          id: 'first-record',
          label: a.funnelFirstRecord(),
          farmers: data.firstRecord,
          of: data.signedUp,
        },
        { id: 'active-7d', label: a.funnelActive7d(), farmers: data.active7d, of: data.eligible7d },
      ]
    : [];
  const channelName = (c: string) => (isRecordChannel(c) ? t.farm.channel[c]() : c);
  return (
    <section aria-labelledby="signup-funnel">
      <Stack gap="md">
        <h2 id="signup-funnel">{a.funnelTitle()}</h2>
        {isLoading && <LoadingState label={t.app.loading()} />}
        {error && <Alert variant="danger">{a.funnelFailed()}</Alert>}
        {data && (
          <>
            <Table<(typeof steps)[number]>
              aria-label={a.funnelTitle()}
              columns={[
                { id: 'step', label: a.funnelColStep(), isRowHeader: true, render: (r) => r.label },
                {
                  id: 'farmers',
                  label: a.funnelColFarmers(),
                  align: 'end',
                  render: (r) => formatCount(r.farmers),
                },
                {
                  id: 'share',
                  label: a.funnelColShare(),
                  align: 'end',
                  render: (r) => percent(r.farmers, r.of),
                },
              ]}
              rows={steps}
            />
            <p>{a.funnelNote({ count: data.eligible7d })}</p>
            <h3>{a.funnelChannels()}</h3>
            {data.channels.length === 0 ? (
              <p>{a.funnelNoChannels()}</p>
            ) : (
              <ul>
                {data.channels.map((c) => (
                  <li key={c.channel}>
                    {channelName(c.channel)}: {formatCount(c.count)}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Stack>
    </section>
  );
}
