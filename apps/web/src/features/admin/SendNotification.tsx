import type { SendNotificationBody } from '@kiwo/api-client';
import { ADMIN_MESSAGE_BODY_MAX, ADMIN_MESSAGE_TITLE_MAX } from '@kiwo/api-client';
import { NIGERIAN_STATES, type NotificationPriority } from '@kiwo/domain';
import {
  Alert,
  Button,
  Card,
  ComboBox,
  ConfirmDialog,
  Radio,
  RadioGroup,
  Select,
  Stack,
  TextAreaField,
  TextField,
} from '@kiwo/ui';
import { type FormEvent, useState } from 'react';
import { usePeopleSearch, useRecipientCount, useSendNotification } from '../../data/admin';
import { useAreaI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText } from '../auth/errors';
import { type AudienceKind, audienceOf, type AudienceRole as Role } from './audience';
import { SentNotifications } from './SentNotifications';

type Errors = Partial<Record<'title' | 'message' | 'audience', string>>;

/** `/admin/notifications` (send tab): a message to a role, a state or one person. */
export function SendNotification() {
  const { t, locale } = useAreaI18n('admin', 'notifications');
  const a = t.admin;
  const [kind, setKind] = useState<AudienceKind>('role');
  const [role, setRole] = useState<Role>('farmer');
  const [state, setState] = useState('');
  const [personInput, setPersonInput] = useState('');
  const [personSearch, setPersonSearch] = useState('');
  const [userId, setUserId] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [priority, setPriority] = useState<NotificationPriority>('medium');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState<SendNotificationBody | null>(null);
  const audience = audienceOf(kind, role, state, userId);
  const count = useRecipientCount(audience);
  const people = usePeopleSearch(kind === 'user' ? personSearch : '');
  const send = useSendNotification();
  const personItems = (people.data ?? []).map((p) => ({
    id: p._id,
    label: `${p.firstName} ${p.lastName} · ${a.role[p.role]()} · ${p.phone}`,
  }));
  const roles = (['farmer', 'agent', 'admin'] as const).map((r) => ({
    id: r,
    label: a.role[r](),
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!title.trim()) found.title = a.titleRequired();
    if (!message.trim()) found.message = a.messageRequired();
    if (!audience) {
      found.audience = kind === 'user' ? a.choosePersonError() : a.chooseStateError();
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !audience) return;
    setConfirming({ audience, title: title.trim(), message: message.trim(), priority });
  };

  return (
    <Stack gap="lg">
      <h1>{t.routes.notifications()}</h1>
      <Card title={a.sendTab()} headingLevel={2}>
        <form onSubmit={submit} noValidate aria-label={a.sendTab()}>
          <Stack gap="md">
            <RadioGroup
              label={a.audience()}
              value={kind}
              onChange={(value) => setKind(value as AudienceKind)}
            >
              <Radio value="role">{a.audienceRole()}</Radio>
              <Radio value="state">{a.audienceState()}</Radio>
              <Radio value="roleState">{a.audienceRoleState()}</Radio>
              <Radio value="user">{a.audienceUser()}</Radio>
            </RadioGroup>
            {(kind === 'role' || kind === 'roleState') && (
              <Select
                label={a.chooseRole()}
                items={roles}
                selectedKey={role}
                onSelectionChange={(key) => setRole((key as Role | null) ?? 'farmer')}
              />
            )}
            {(kind === 'state' || kind === 'roleState') && (
              <Select
                label={a.filterState()}
                items={NIGERIAN_STATES.map((s) => ({ id: s, label: s }))}
                selectedKey={state || null}
                onSelectionChange={(key) => setState(String(key ?? ''))}
                isInvalid={errors.audience !== undefined && !state}
                errorMessage={a.chooseStateError()}
              />
            )}
            {kind === 'user' && (
              <ComboBox
                label={a.choosePerson()}
                description={a.choosePersonHelp()}
                items={personItems}
                inputValue={personInput}
                onInputChange={(value) => {
                  setPersonInput(value);
                  if (!personItems.some((item) => item.label === value)) setPersonSearch(value);
                }}
                selectedKey={userId}
                onSelectionChange={(key) => setUserId(key === null ? null : String(key))}
                // People arrive after the typing: the list opens on the first letters and fills
                // in, instead of staying shut until another key is pressed.
                emptyMessage={
                  personSearch.trim().length < 2
                    ? a.choosePersonHelp()
                    : people.isLoading
                      ? t.app.loading()
                      : t.validation.noMatches()
                }
                buttonLabel={t.validation.showOptions()}
                isInvalid={errors.audience !== undefined && !userId}
                errorMessage={a.choosePersonError()}
              />
            )}
            <p aria-live="polite">
              {!audience
                ? ''
                : count.data === undefined
                  ? a.countingRecipients()
                  : count.data === 0
                    ? a.noRecipients()
                    : a.recipients({ count: count.data })}
            </p>
            <TextField
              label={a.messageTitle()}
              value={title}
              onChange={setTitle}
              maxLength={ADMIN_MESSAGE_TITLE_MAX}
              isRequired
              isInvalid={errors.title !== undefined}
              errorMessage={errors.title}
            />
            <TextAreaField
              label={a.messageBody()}
              value={message}
              onChange={setMessage}
              maxLength={ADMIN_MESSAGE_BODY_MAX}
              isRequired
              isInvalid={errors.message !== undefined}
              errorMessage={errors.message}
            />
            <Select
              label={a.messagePriority()}
              items={(['urgent', 'high', 'medium', 'low'] as const).map((p) => ({
                id: p,
                label: t.notifications.priority[p](),
              }))}
              selectedKey={priority}
              onSelectionChange={(key) =>
                setPriority((key as NotificationPriority | null) ?? 'medium')
              }
            />
            {count.error && <Alert variant="danger">{a.fetchFailed()}</Alert>}
            <Button type="submit" isDisabled={count.data === 0}>
              {a.send()}
            </Button>
          </Stack>
        </form>
      </Card>
      <SentNotifications />
      {confirming && (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          title={a.sendTitle()}
          confirmLabel={a.send()}
          cancelLabel={a.cancel()}
          pendingLabel={a.saving()}
          onConfirm={async () => {
            try {
              const sent = await send.trigger(confirming);
              toast({ title: a.sentToast({ count: sent }), variant: 'success' });
              setTitle('');
              setMessage('');
            } catch (error) {
              toast({
                title: a.sendFailed(),
                description: apiErrorText(error, t, locale, a.sendFailed()),
                variant: 'destructive',
              });
              throw error;
            }
          }}
        >
          <p>{a.recipients({ count: count.data ?? 0 })}</p>
          <p>{confirming.title}</p>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
