import type { Consultation, ConsultationKind } from '@kiwo/api-client';
import { Alert, Button, Stack, Table } from '@kiwo/ui';
import { useState } from 'react';
import { useAdminConsultations } from '../../data/consultations';
import { formatDate } from '../../stores/dates';
import { useAreaI18n } from '../../stores/locale';
import { AdminPager } from '../admin/AdminPager';
import { ListFilters } from '../admin/ListFilters';
import * as farm from '../farm/farm.css';
import { AdminConsultationDialog } from './AdminConsultationDialog';
import { ConsultationBadges, livestockLabel } from './ConsultationView';
import { FirstAnswerFigure } from './FirstAnswerFigure';

type Row = Consultation;

/**
 * `/admin/consultations` (extension) and `/admin/vet-consultations` (vet): the team's queue.
 * `titled={false}` when the page puts the heading above tabs of its own.
 */
export function AdminConsultations({
  kind,
  titled = true,
}: {
  kind: ConsultationKind;
  titled?: boolean;
}) {
  const { t } = useAreaI18n('admin', 'consultations');
  const k = t.consultations;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [urgency, setUrgency] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const { data, error } = useAdminConsultations({
    kind,
    search: search || undefined,
    status: (status || undefined) as never,
    urgency: (urgency || undefined) as never,
    page,
  });
  const all = { id: '', label: k.all() };
  const title = kind === 'vet' ? t.routes.vetConsultations() : t.routes.consultations();

  return (
    <Stack gap="md">
      {titled && <h1>{title}</h1>}
      <FirstAnswerFigure />
      <ListFilters
        search={{ label: k.search(), value: search, onChange: setSearch }}
        filters={[
          {
            label: k.filterStatus(),
            items: [
              all,
              ...(['open', 'assigned', 'answered', 'closed'] as const).map((s) => ({
                id: s,
                label: k.status[s](),
              })),
            ],
            value: status,
            onChange: setStatus,
          },
          {
            label: k.filterUrgency(),
            items: [
              all,
              ...(['high', 'medium', 'low'] as const).map((u) => ({
                id: u,
                label: k.urgencyLevel[u](),
              })),
            ],
            value: urgency,
            onChange: setUrgency,
          },
        ]}
        onChange={() => setPage(1)}
      />
      {error && <Alert variant="danger">{t.admin.fetchFailed()}</Alert>}
      {data && <p className={farm.muted}>{t.admin.total({ count: data.pagination.total })}</p>}
      <Table<Row>
        aria-label={title}
        columns={[
          { id: 'topic', label: k.colTopic(), isRowHeader: true, render: (c) => c.topic },
          {
            id: 'asker',
            label: k.colAsker(),
            render: (c) => `${c.asker.name} (${c.asker.phone})`,
          },
          {
            id: 'livestock',
            label: k.colLivestock(),
            render: (c) => livestockLabel(c.livestockType, t),
          },
          { id: 'status', label: k.colStatus(), render: (c) => <ConsultationBadges c={c} /> },
          { id: 'assignee', label: k.colAssignee(), render: (c) => c.assignee?.name ?? '—' },
          { id: 'asked', label: k.colAsked(), render: (c) => formatDate(c.createdAt) },
          {
            id: 'open',
            label: t.admin.colActions(),
            render: (c) => (
              <Button size="sm" variant="secondary" onPress={() => setOpenId(c.id)}>
                {k.view()}
              </Button>
            ),
          },
        ]}
        rows={data?.items ?? []}
        emptyState={<p>{k.noRequests()}</p>}
      />
      <AdminPager info={data?.pagination} page={page} onPageChange={setPage} />
      {openId && <AdminConsultationDialog id={openId} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
