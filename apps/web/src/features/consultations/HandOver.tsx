import { Button, ComboBox, Dialog, Stack } from '@kiwo/ui';
import { useState } from 'react';
import { useHandoverStaff, useReassignConsultation } from '../../data/consultations';
import { useI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText } from '../auth/errors';

/**
 * "I can't take this": the agent or vet a request is assigned to gives it to another agent (or a
 * vet of the asker's state), who is told with a link to it, or puts it back in the queue for an
 * admin to assign. Either way it leaves their queue.
 */
export function HandOver({ id, onDone }: { id: string; onDone: () => void }) {
  const { t, locale } = useI18n();
  const k = t.consultations;
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [assigneeId, setAssigneeId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const { data } = useHandoverStaff(id, search);
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
                  if (!assigneeId) setMissing(true);
                  else void send(assigneeId);
                }}
              >
                {k.handOverConfirm()}
              </Button>
            </>
          )}
        >
          <Stack gap="sm">
            <p>{k.handOverHelp()}</p>
            <ComboBox
              label={k.handOverTo()}
              description={k.handOverSearch()}
              items={items}
              inputValue={input}
              onInputChange={(value) => {
                setInput(value);
                if (!items.some((item) => item.label === value)) setSearch(value);
              }}
              selectedKey={assigneeId}
              onSelectionChange={(key) => {
                setAssigneeId(key === null ? null : String(key));
                if (key !== null) setMissing(false);
              }}
              buttonLabel={k.handOverTo()}
              isInvalid={missing}
              errorMessage={k.handOverChoose()}
            />
          </Stack>
        </Dialog>
      )}
    </>
  );
}
