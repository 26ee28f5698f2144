import type { Consultation } from '@kiwo/api-client';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  Dialog,
  EmptyState,
  LoadingState,
  Pagination,
  Stack,
} from '@kiwo/ui';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  useCloseConsultation,
  useConsultation,
  useMyConsultations,
} from '../../data/consultations';
import { useAuth } from '../../stores/auth';
import { formatDate } from '../../stores/dates';
import { useAreaI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import * as farm from '../farm/farm.css';
import { AnswerForm } from './AnswerForm';
import { ConsultationBadges, ConsultationView, livestockLabel } from './ConsultationView';
import * as styles from './consultations.css';

/** The asker's own requests, newest first, with the latest answer and the full thread. */
export function MyConsultations() {
  const { t } = useAreaI18n('consultations');
  const k = t.consultations;
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useMyConsultations({ page });
  // `?open=<id>`: the link of an answer notification opens its thread (ADR 0061).
  const [location, navigate] = useLocation();
  const linked = new URLSearchParams(useSearch()).get('open');
  const [openId, setOpenId] = useState<string | null>(linked);
  // The id the page was opened with: it stays "from the link" after the other list (an agent's
  // assigned requests) drops `?open=` from the address, so it never opens here unasked.
  const [linkedAtStart] = useState(linked);
  const closeDialog = () => {
    setOpenId(null);
    if (linked) navigate(location, { replace: true });
  };
  const [withdrawing, setWithdrawing] = useState<Consultation | null>(null);
  const close = useCloseConsultation();

  return (
    <section aria-labelledby="my-consultations">
      <Stack gap="md">
        <h2 id="my-consultations">{k.mineTitle()}</h2>
        {isLoading && <LoadingState label={t.app.loading()} />}
        {error && <Alert variant="danger">{k.loadFailed()}</Alert>}
        {data && data.items.length === 0 && <EmptyState title={k.noneYet()} headingLevel={3} />}
        <ul className={farm.list}>
          {data?.items.map((c) => (
            <li key={c.id}>
              <Card
                title={c.topic}
                headingLevel={3}
                footer={
                  <>
                    <Button variant="secondary" onPress={() => setOpenId(c.id)}>
                      {k.view()}
                    </Button>
                    {c.status !== 'closed' && (
                      <Button variant="ghost" onPress={() => setWithdrawing(c)}>
                        {k.withdraw()}
                      </Button>
                    )}
                  </>
                }
              >
                <Stack gap="xs">
                  <ConsultationBadges c={c} />
                  <p className={farm.muted}>
                    {k.askedOn({ date: formatDate(c.createdAt) })} ·{' '}
                    {livestockLabel(c.livestockType, t)}
                    {c.assignee ? ` · ${k.handledBy({ name: c.assignee.name })}` : ''}
                  </p>
                  {c.answer ? (
                    <p className={styles.reply}>{c.answer}</p>
                  ) : (
                    <p className={farm.muted}>{k.noAnswerYet()}</p>
                  )}
                </Stack>
              </Card>
            </li>
          ))}
        </ul>
        {data && data.pagination.pages > 1 && (
          <Pagination
            page={page}
            pageCount={data.pagination.pages}
            onPageChange={setPage}
            labels={{
              navigation: k.pagination(),
              previous: k.previous(),
              next: k.next(),
              page: (p, pages) => k.pageLabel({ page: p, pages }),
            }}
          />
        )}
      </Stack>
      {openId && (
        <ConsultationDialog id={openId} fromLink={openId === linkedAtStart} onClose={closeDialog} />
      )}
      {withdrawing && (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setWithdrawing(null);
          }}
          title={k.withdrawTitle()}
          confirmLabel={k.withdraw()}
          cancelLabel={k.cancel()}
          pendingLabel={k.saving()}
          variant="destructive"
          onConfirm={async () => {
            try {
              await close.trigger({ id: withdrawing.id });
              toast({ title: k.withdrawn(), variant: 'success' });
            } catch (e) {
              toast({ title: k.saveFailed(), variant: 'destructive' });
              throw e;
            }
          }}
        >
          <p>{k.withdrawBody()}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function ConsultationDialog({
  id,
  fromLink,
  onClose,
}: {
  id: string;
  fromLink: boolean;
  onClose: () => void;
}) {
  const { t } = useAreaI18n('consultations');
  const { user } = useAuth();
  const { data, error } = useConsultation(id);
  // An agent's page also lists what was assigned to them, which answers the same `?open=` link
  // (AssignedConsultations): this list opens a linked request only when the reader asked it.
  if (fromLink && (!data || data.asker.id !== user?._id)) return null;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={data?.topic ?? t.consultations.mineTitle()}
      closeLabel={t.consultations.dialogClose()}
      size="md"
    >
      {error ? (
        <Alert variant="danger">{t.consultations.loadFailed()}</Alert>
      ) : data ? (
        <Stack gap="lg">
          <ConsultationView c={data} showAsker={false} />
          {/* Staff wrote last: the asker answers their follow-up in the thread. */}
          {data.status !== 'closed' && data.replies.at(-1)?.fromAsker === false && (
            <AnswerForm id={id} asker />
          )}
        </Stack>
      ) : (
        <LoadingState label={t.app.loading()} />
      )}
    </Dialog>
  );
}
