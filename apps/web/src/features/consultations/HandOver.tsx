import { Button, Dialog, Stack } from '@kiwo/ui';
import { useState } from 'react';
import { useHandoverStaff, useReassignConsultation } from '../../data/consultations';
import { useAreaI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText } from '../auth/errors';
import { StaffPicker, useStaffChoice } from './StaffPicker';

/**
 * "I can't take this": the agent or vet a request is assigned to gives it to another agent (or a
 * vet of the asker's state), who is told with a link to it, or puts it back in the queue for an
 * admin to assign. Either way it leaves their queue.
 */
export function HandOver({ id, onDone }: { id: string; onDone: () => void }) {
  const { t, locale } = useAreaI18n('consultations');
  const k = t.consultations;
  const [open, setOpen] = useState(false);
  const choice = useStaffChoice();
  const { data } = useHandoverStaff(id, choice.search);
  const reassign = useReassignConsultation();
  const roles = t.consultations.handOverRole;
  const items = (data ?? []).map((s) => ({
    id: s.id,
    label: `${s.name} · ${s.role === 'vet' ? roles.vet() : roles.agent()}`,
  }));
  const send = async (to: string | null) => {
    try {
      await reassign.trigger({
        id,
        assigneeId: to,
        onSent: () => {
          setOpen(false);
          onDone();
        },
      });
      toast({ title: k.handedOver(), variant: 'success' });
    } catch (e) {
      toast({
        title: k.saveFailed(),
        description: apiErrorText(e, t, locale, k.saveFailed()),
        variant: 'destructive',
      });
    }
  };
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {k.handOver()}
      </Button>
      {open && (
        <Dialog
          isOpen
          onOpenChange={setOpen}
          title={k.handOverTitle()}
          closeLabel={k.dialogClose()}
          size="sm"
          footer={() => (
            <>
              <Button
                variant="secondary"
                isPending={reassign.isMutating}
                onPress={() => void send(null)}
              >
                {k.handOverQueue()}
              </Button>
              <Button
                isPending={reassign.isMutating}
                onPress={() => {
                  const to = choice.chosen();
                  if (to) void send(to);
                }}
              >
                {k.handOverConfirm()}
              </Button>
            </>
          )}
        >
          <Stack gap="sm">
            <p>{k.handOverHelp()}</p>
            <StaffPicker
              choice={choice}
              items={items}
              label={k.handOverTo()}
              description={k.handOverSearch()}
              errorMessage={k.handOverChoose()}
            />
          </Stack>
        </Dialog>
      )}
    </>
  );
}
