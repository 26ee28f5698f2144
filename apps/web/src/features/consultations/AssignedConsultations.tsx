import { Alert, Button, Card, EmptyState, LoadingState, Stack } from '@kiwo/ui';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useStaffQueue } from '../../data/consultations';
import { formatDate } from '../../stores/dates';
import { useAreaI18n } from '../../stores/locale';
import { AdminPager } from '../admin/AdminPager';
import * as farm from '../farm/farm.css';
import { AdminConsultationDialog } from './AdminConsultationDialog';
import { ConsultationBadges, livestockLabel } from './ConsultationView';

/**
 * The agent's queue: requests an admin assigned to them, newest first; or (`vet`) a vet's: the
 * vet requests of farmers in their states (ADR 0061). `?open=<id>` (the link of the assignment
 * or urgent-request notification) opens one at once (ADR 0055).
 */
export function AssignedConsultations({ queue = 'assigned' }: { queue?: 'assigned' | 'vet' }) {
  const { t } = useAreaI18n('consultations');
  const k = t.consultations;
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useStaffQueue(queue, { page });
  const [location, navigate] = useLocation();
  const linked = new URLSearchParams(useSearch()).get('open');
  const [openId, setOpenId] = useState<string | null>(linked);
  const close = () => {
    setOpenId(null);
    // Closing the dialog drops `?open=` so a reload does not open it again.
    if (linked) navigate(location, { replace: true });
  };
  return (
    <section aria-labelledby="assigned-consultations">
      <Stack gap="md">
        <h2 id="assigned-consultations">{queue === 'vet' ? k.vetQueue() : k.assignedToYou()}</h2>
        {isLoading && <LoadingState label={t.app.loading()} />}
        {error && <Alert variant="danger">{k.loadFailed()}</Alert>}
        {data && data.items.length === 0 && (
          <EmptyState title={queue === 'vet' ? k.vetNone() : k.noneAssigned()} headingLevel={3} />
        )}
        <ul className={farm.list}>
          {data?.items.map((c) => (
            <li key={c.id}>
              <Card
                title={c.topic}
                headingLevel={3}
                footer={
                  <Button variant="secondary" onPress={() => setOpenId(c.id)}>
                    {c.status === 'assigned' || c.status === 'open' ? k.sendAnswer() : k.view()}
                  </Button>
                }
              >
                <Stack gap="xs">
                  <ConsultationBadges c={c} />
                  <p className={farm.muted}>
                    {c.asker.name} · {k.askedOn({ date: formatDate(c.createdAt) })} ·{' '}
                    {livestockLabel(c.livestockType, t)}
                  </p>
                </Stack>
              </Card>
            </li>
          ))}
        </ul>
        <AdminPager info={data?.pagination} page={page} onPageChange={setPage} />
      </Stack>
      {openId && <AdminConsultationDialog id={openId} onClose={close} assignable={false} />}
    </section>
  );
}
