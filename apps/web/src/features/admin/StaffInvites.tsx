import type { CreatedInvite, Invite } from '@kiwo/api-client';
import { NIGERIAN_STATES } from '@kiwo/domain';
import { Alert, Button, Card, DescriptionList, Select, Stack, TextField } from '@kiwo/ui';
import { type FormEvent, useState } from 'react';
import { useCreateInvite, useInvites } from '../../data/admin';
import { formatDate } from '../../stores/dates';
import { useConsoleI18n } from '../../stores/locale';
import { apiErrorText } from '../auth/errors';

type Role = 'agent' | 'vet';
type State = (typeof NIGERIAN_STATES)[number];

/**
 * `/admin/agents`: an admin invites an agent or a vet by a single-use link (ADR 0061). The link
 * is answered once, when it is made (the server keeps only its hash), so it is shown here until
 * the next one; the list below says which invitations were used.
 */
export function StaffInvites() {
  const { t, locale } = useConsoleI18n();
  const a = t.admin;
  const i = a.invites;
  const [role, setRole] = useState<Role>('agent');
  const [state, setState] = useState<State | ''>('');
  const [missingState, setMissingState] = useState(false);
  const [made, setMade] = useState<CreatedInvite | null>(null);
  const invites = useInvites();
  const create = useCreateInvite();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (role === 'vet' && !state) {
      setMissingState(true);
      return;
    }
    setMissingState(false);
    // A refused request is shown from `create.error`; nothing else to do here.
    const result = await create
      .trigger({ role, states: role === 'vet' && state ? [state] : [] })
      .catch(() => null);
    if (result) setMade(result);
  };

  const status = (invite: Invite) =>
    invite.usedAt ? i.used() : new Date(invite.expiresAt) < new Date() ? i.ended() : i.open();

  return (
    <Card title={i.title()} headingLevel={2}>
      <Stack gap="md">
        <p>{i.intro()}</p>
        <form onSubmit={submit} noValidate aria-label={i.title()}>
          <Stack gap="md">
            <Select
              label={i.role()}
              items={(['agent', 'vet'] as const).map((r) => ({ id: r, label: a.role[r]() }))}
              selectedKey={role}
              onSelectionChange={(key) => setRole((key as Role | null) ?? 'agent')}
            />
            {role === 'vet' && (
              <Select
                label={i.state()}
                items={NIGERIAN_STATES.map((s) => ({ id: s, label: s }))}
                selectedKey={state || null}
                onSelectionChange={(key) => setState(NIGERIAN_STATES.find((s) => s === key) ?? '')}
                isRequired
                isInvalid={missingState}
                errorMessage={i.stateRequired()}
              />
            )}
            {create.error && (
              <Alert variant="danger">
                {apiErrorText(create.error, t, locale, t.admin.saveFailed())}
              </Alert>
            )}
            <Button type="submit" isPending={create.isMutating}>
              {i.create()}
            </Button>
          </Stack>
        </form>
        {made && (
          <Stack gap="sm">
            <Alert variant="success">{i.created()}</Alert>
            <TextField label={i.link()} description={i.linkHelp()} value={made.link} isReadOnly />
          </Stack>
        )}
        <h3>{i.recent()}</h3>
        {invites.error ? (
          <Alert variant="danger">{i.loadFailed()}</Alert>
        ) : invites.data && invites.data.length === 0 ? (
          <p>{i.none()}</p>
        ) : (
          <DescriptionList
            layout="stacked"
            items={(invites.data ?? []).map((invite) => ({
              id: invite.id,
              term: i.line({
                role: a.role[invite.role](),
                states: invite.states.join(', ') || '—',
                date: formatDate(invite.createdAt),
              }),
              description: status(invite),
            }))}
          />
        )}
      </Stack>
    </Card>
  );
}
