import {
  type AdminMessage,
  MESSAGE_CHANNELS,
  MESSAGE_STATUSES,
  type MessageChannel,
  type MessageStatus,
} from '@kiwo/api-client';
import { formatNaira } from '@kiwo/i18n';
import { Alert, Badge, SearchField, Select, Stack, Table } from '@kiwo/ui';
import { useState } from 'react';
import { useAdminMessages } from '../../data/messages';
import { formatDateTime } from '../../stores/dates';
import { useConsoleI18n } from '../../stores/locale';
import * as styles from '../farm/farm.css';
import { AdminPager } from './AdminPager';
import { kindLabel, providerLabel, statusBadge } from './messageText';

/**
 * `/admin/messages`: every SMS and email Kiwo sent or tried to, newest first, found by phone,
 * filtered by status and channel, with what each cost and which gateway took it (ADR 0037).
 */
export function MessagesLog() {
  const { t } = useConsoleI18n();
  const m = t.admin.messages;
  const [phone, setPhone] = useState('');
  const [status, setStatus] = useState<MessageStatus | undefined>();
  const [channel, setChannel] = useState<MessageChannel | undefined>();
  const [page, setPage] = useState(1);
  const { data, error } = useAdminMessages({ phone, status, channel, page });
  const channels: Record<MessageChannel, string> = {
    sms: m.channelSms(),
    email: m.channelEmail(),
    whatsapp: m.channelWhatsapp(),
  };
  const cost = (row: AdminMessage) =>
    row.costNaira === null ? m.notPriced() : formatNaira(Number(row.costNaira));
  return (
    <Stack gap="md">
      <div className={styles.fields}>
        <SearchField
          label={m.searchPhone()}
          clearLabel={t.admin.clearSearch()}
          inputMode="tel"
          value={phone}
          onChange={(value) => {
            setPhone(value);
            setPage(1);
          }}
        />
        <Select
          label={m.status()}
          items={[
            { id: 'all', label: t.admin.all() },
            ...MESSAGE_STATUSES.map((s) => ({ id: s, label: statusBadge(t, s).label })),
          ]}
          selectedKey={status ?? 'all'}
          onSelectionChange={(key) => {
            setStatus(key === 'all' ? undefined : (key as MessageStatus));
            setPage(1);
          }}
        />
        <Select
          label={m.channel()}
          items={[
            { id: 'all', label: t.admin.all() },
            ...MESSAGE_CHANNELS.map((c) => ({ id: c, label: channels[c] })),
          ]}
          selectedKey={channel ?? 'all'}
          onSelectionChange={(key) => {
            setChannel(key === 'all' ? undefined : (key as MessageChannel));
            setPage(1);
          }}
        />
      </div>
      {error && <Alert variant="danger">{m.loadFailed()}</Alert>}
      {data && <p className={styles.muted}>{t.admin.total({ count: data.pagination.total })}</p>}
      <Table<AdminMessage>
        aria-label={t.routes.messages()}
        columns={[
          {
            id: 'createdAt',
            label: m.colTime(),
            render: (row) => formatDateTime(row.createdAt),
          },
          {
            id: 'to',
            label: m.colTo(),
            isRowHeader: true,
            render: (row) => `${row.to} · ${channels[row.channel]}`,
          },
          {
            id: 'status',
            label: m.status(),
            render: (row) => {
              const badge = statusBadge(t, row.status);
              const why = row.failureReason ?? (row.status === 'failed' ? row.error : null);
              return (
                <Stack gap="xs">
                  <Badge variant={badge.variant}>{badge.label}</Badge>
                  {why && <span className={styles.muted}>{m.reason({ reason: why })}</span>}
                </Stack>
              );
            },
          },
          { id: 'cost', label: m.colCost(), align: 'end', render: cost },
          {
            id: 'provider',
            label: m.colProvider(),
            render: (row) =>
              row.provider === 'africastalking' || row.provider === 'termii'
                ? providerLabel(t, row.provider)
                : (row.provider ?? m.noProvider()),
          },
          { id: 'kind', label: m.colKind(), render: (row) => kindLabel(t, row.kind) },
          { id: 'body', label: m.colText(), render: (row) => row.body },
        ]}
        rows={data?.data ?? []}
        emptyState={<p>{m.none()}</p>}
      />
      <AdminPager info={data?.pagination} page={page} onPageChange={setPage} />
    </Stack>
  );
}
