import { Alert, Button, Dialog, LoadingState, Stack } from '@kiwo/ui';
import { useState } from 'react';
import {
  useAssignConsultation,
  useCloseConsultation,
  useConsultation,
  useStaff,
} from '../../data/consultations';
import { useAuth } from '../../stores/auth';
import { useAreaI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { ReasonDialog } from '../admin/ReasonDialog';
import { apiErrorText } from '../auth/errors';
import { AnswerForm } from './AnswerForm';
import { ConsultationView } from './ConsultationView';
import { HandOver } from './HandOver';
import { StaffPicker, useStaffChoice } from './StaffPicker';

/**
 * One request for an admin (read, assign, answer, close) or, with `assignable={false}`, for the
 * agent or vet it is assigned to (read, answer, close, hand on; ADR 0055). It reads only the
 * browser's strings: the console's load with admin routes (ADR 0051); the assign form is admin-only.
 */
export function AdminConsultationDialog({
  id,
  onClose,
  assignable = true,
}: {
  id: string;
  onClose: () => void;
  assignable?: boolean;
}) {
  const { t } = useAreaI18n('admin', 'consultations');
  const k = t.consultations;
  const { data, error } = useConsultation(id);
  const { user } = useAuth();
  const [closing, setClosing] = useState(false);
  const close = useCloseConsultation();
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={data?.topic ?? k.view()}
      closeLabel={k.dialogClose()}
      size="lg"
    >
      {error ? (
        <Alert variant="danger">{k.loadFailed()}</Alert>
      ) : !data ? (
        <LoadingState label={t.app.loading()} />
      ) : (
        <Stack gap="lg">
          <ConsultationView c={data} showAsker />
          {data.status === 'closed' ? (
            <Alert variant="info">{k.closedNotice()}</Alert>
          ) : (
            <>
              {assignable && <AssignForm id={id} currentId={data.assignee?.id ?? null} />}
              <AnswerForm id={id} />
              <Button variant="secondary" onPress={() => setClosing(true)}>
                {k.close()}
              </Button>
              {!assignable && user && data.assignee?.id === user._id && (
                <HandOver id={id} onDone={onClose} />
              )}
            </>
          )}
        </Stack>
      )}
      {closing && (
        <ReasonDialog
          title={k.closeTitle()}
          body={data?.topic ?? ''}
          reasonLabel={k.closeNote()}
          confirmLabel={k.close()}
          isRequired={false}
          onClose={() => setClosing(false)}
          onConfirm={async (note) => {
            try {
              await close.trigger({ id, note: note || undefined });
              toast({ title: k.closed(), variant: 'success' });
            } catch (e) {
              toast({ title: k.saveFailed(), variant: 'destructive' });
              throw e;
            }
          }}
        />
      )}
    </Dialog>
  );
}

function AssignForm({ id, currentId }: { id: string; currentId: string | null }) {
  const { t, locale } = useAreaI18n('admin', 'consultations');
  const k = t.consultations;
  const choice = useStaffChoice();
  const { data } = useStaff(choice.search);
  const assign = useAssignConsultation();
  const items = (data ?? [])
    .filter((s) => s.id !== currentId)
    .map((s) => ({ id: s.id, label: `${s.name} · ${t.admin.role[s.role]()}` }));
  return (
    <Stack gap="sm">
      <StaffPicker
        choice={choice}
        items={items}
        label={k.assignTo()}
        description={k.assignHelp()}
        errorMessage={k.assignError()}
      />
      <Button
        variant="secondary"
        isPending={assign.isMutating}
        pendingLabel={t.admin.saving()}
        onPress={async () => {
          const assigneeId = choice.chosen();
          if (!assigneeId) return;
          try {
            await assign.trigger({ id, assigneeId });
            toast({ title: k.assigned(), variant: 'success' });
            choice.clear();
          } catch (e) {
            toast({
              title: k.saveFailed(),
              description: apiErrorText(e, t, locale, k.saveFailed()),
              variant: 'destructive',
            });
          }
        }}
      >
        {k.assign()}
      </Button>
    </Stack>
  );
}
