import type { Conversation, ConversationMessage, MessageStatus } from '@kiwo/api-client';
import {
  Alert,
  Badge,
  Button,
  MessageThread,
  SearchField,
  Stack,
  StatCard,
  Switch,
  Table,
} from '@kiwo/ui';
import { useState } from 'react';
import { useConversation, useConversations, useSetWhatsAppBot } from '../../data/conversations';
import { formatDateTime } from '../../stores/dates';
import { useConsoleI18n } from '../../stores/locale';
import * as styles from '../farm/farm.css';
import { statusBadge } from './messageText';

type T = ReturnType<typeof useConsoleI18n>['t'];

const OUT_STATUSES: readonly string[] = ['queued', 'sent', 'delivered', 'failed', 'outbox'];

/** A message's status in words: the delivery status out, what the bot did in. */
function statusText(t: T, m: ConversationMessage) {
  const c = t.admin.conversations;
  if (m.direction === 'out' && OUT_STATUSES.includes(m.status)) {
    return statusBadge(t, m.status as MessageStatus).label;
  }
  if (m.status === 'received') return c.inWaiting();
  if (m.status === 'error') return c.inError();
  if (m.status.startsWith('bot_off')) return c.inBotOff();
  return c.inAnswered();
}

const shown = (waId: string) => `+${waId}`;

/**
 * `/admin/conversations` (ADR 0049): messages per channel, recent WhatsApp conversations found
 * by phone, one conversation's messages in and out, and the switch that turns the bot off or on
 * for the number's account.
 */
export function Conversations() {
  const { t } = useConsoleI18n();
  const c = t.admin.conversations;
  const [phone, setPhone] = useState('');
  const [open, setOpen] = useState<string | undefined>();
  const { data, error } = useConversations(phone);
  const channelName = {
    whatsapp: c.channelWhatsapp(),
    sms: c.channelSms(),
    phone: c.channelPhone(),
  };
  return (
    <Stack gap="xl">
      <section aria-labelledby="channels-title">
        <Stack gap="md">
          <h2 id="channels-title">{c.channelsTitle()}</h2>
          <div className={styles.fields}>
            {(data?.channels ?? []).map((ch) => (
              <StatCard
                key={ch.channel}
                label={channelName[ch.channel]}
                value={c.today({ count: ch.today })}
                description={c.month({ count: ch.month })}
              />
            ))}
          </div>
        </Stack>
      </section>
      <section aria-labelledby="conversations-title">
        <Stack gap="md">
          <h2 id="conversations-title">{c.listTitle()}</h2>
          <SearchField
            label={c.searchPhone()}
            clearLabel={t.admin.clearSearch()}
            inputMode="tel"
            value={phone}
            onChange={setPhone}
          />
          {error && <Alert variant="danger">{c.loadFailed()}</Alert>}
          <Table<Conversation & { id: string }>
            aria-label={c.listTitle()}
            columns={[
              {
                id: 'waId',
                label: c.colNumber(),
                isRowHeader: true,
                render: (row) => shown(row.waId),
              },
              { id: 'user', label: c.colUser(), render: (row) => row.user?.name ?? c.noAccount() },
              { id: 'lastAt', label: c.colLast(), render: (row) => formatDateTime(row.lastAt) },
              { id: 'messages', label: c.colMessages(), align: 'end' },
              {
                id: 'bot',
                label: c.colBot(),
                render: (row) =>
                  row.user ? (
                    <Badge variant={row.user.botOn ? 'success' : 'warning'}>
                      {row.user.botOn ? c.botOn() : c.botOff()}
                    </Badge>
                  ) : (
                    '—'
                  ),
              },
              {
                id: 'open',
                label: t.admin.colActions(),
                render: (row) => (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={c.open({ number: shown(row.waId) })}
                    onPress={() => setOpen(row.waId)}
                  >
                    {c.open({ number: shown(row.waId) })}
                  </Button>
                ),
              },
            ]}
            rows={(data?.conversations ?? []).map((row) => ({ ...row, id: row.waId }))}
            emptyState={<p>{c.none()}</p>}
          />
        </Stack>
      </section>
      {open && <ConversationView waId={open} />}
    </Stack>
  );
}

function ConversationView({ waId }: { waId: string }) {
  const { t } = useConsoleI18n();
  const c = t.admin.conversations;
  const { data, error } = useConversation(waId);
  const { trigger, isMutating, error: switchError } = useSetWhatsAppBot();
  const number = shown(waId);
  const user = data?.conversation.user;
  return (
    <section aria-labelledby="conversation-title">
      <Stack gap="md">
        <h2 id="conversation-title">{c.threadTitle({ number })}</h2>
        {error && <Alert variant="danger">{c.loadFailed()}</Alert>}
        {user && (
          <Switch
            isSelected={user.botOn}
            isDisabled={isMutating}
            description={c.botHelp()}
            onChange={(enabled) => void trigger({ userId: user.id, enabled }).catch(() => {})}
          >
            {c.botSwitch({ name: user.name })}
          </Switch>
        )}
        {switchError && <Alert variant="danger">{c.switchFailed()}</Alert>}
        {data && (
          <MessageThread
            label={c.threadLabel({ number })}
            directionLabels={{ in: c.received(), out: c.sent() }}
            empty={<p>{c.noMessages()}</p>}
            messages={data.messages.map((m) => ({
              id: m.id,
              direction: m.direction,
              text: m.text,
              meta: `${formatDateTime(m.at)} · ${statusText(t, m)}`,
            }))}
          />
        )}
      </Stack>
    </section>
  );
}
