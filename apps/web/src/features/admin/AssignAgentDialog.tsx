import type { AdminUser } from '@kiwo/api-client';
import { Button, ComboBox, Dialog, Stack } from '@kiwo/ui';
import { useState } from 'react';
import { useAgentSearch, useAssignAgent } from '../../data/admin';
import { useConsoleI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText } from '../auth/errors';

/** Attach a farmer to an agent or move them: pick an active agent by name (server search). */
export function AssignAgentDialog({ farmer, onClose }: { farmer: AdminUser; onClose: () => void }) {
  const { t, locale } = useConsoleI18n();
  const [input, setInput] = useState('');
  // Choosing an option fills the input with its label; that is not a new search.
  const [search, setSearch] = useState('');
  const [agentId, setAgentId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const { data } = useAgentSearch(search);
  const assign = useAssignAgent();
  const items = (data?.items ?? [])
    .filter((a) => a._id !== farmer.agentId)
    .map((a) => ({ id: a._id, label: `${a.firstName} ${a.lastName} (${a.phone})` }));
  const submit = async (close: () => void) => {
    if (!agentId) {
      setMissing(true);
      return;
    }
    try {
      await assign.trigger({ farmerId: farmer._id, body: { agentId } });
      toast({ title: t.admin.agentAssigned(), variant: 'success' });
      close();
    } catch (error) {
      toast({
        title: t.admin.saveFailed(),
        description: apiErrorText(error, t, locale, t.admin.saveFailed()),
        variant: 'destructive',
      });
    }
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t.admin.assignTitle({ name: `${farmer.firstName} ${farmer.lastName}` })}
      closeLabel={t.admin.cancel()}
      size="sm"
      footer={(close) => (
        <>
          <Button variant="ghost" onPress={close}>
            {t.admin.cancel()}
          </Button>
          <Button
            onPress={() => void submit(close)}
            isPending={assign.isMutating}
            pendingLabel={t.admin.saving()}
          >
            {t.admin.assign()}
          </Button>
        </>
      )}
    >
      <Stack gap="sm">
        <ComboBox
          label={t.admin.chooseAgent()}
          description={t.admin.chooseAgentHelp()}
          items={items}
          inputValue={input}
          onInputChange={(value) => {
            setInput(value);
            if (!items.some((item) => item.label === value)) setSearch(value);
          }}
          selectedKey={agentId}
          onSelectionChange={(key) => {
            setAgentId(key === null ? null : String(key));
            if (key !== null) setMissing(false);
          }}
          emptyMessage={t.admin.noAgents()}
          buttonLabel={t.admin.chooseAgent()}
          isInvalid={missing}
          errorMessage={t.admin.chooseAgentError()}
        />
      </Stack>
    </Dialog>
  );
}
