import { Alert, Button, ComboBox, ConfirmDialog, Stack } from '@kiwo/ui';
import { useState } from 'react';
import { useAgentSearch, useMoveFarmers } from '../../data/admin';
import { useConsoleI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText } from '../auth/errors';
import * as farm from '../farm/farm.css';

/** What the admin picked on one agent's farmer list: ids (any page), or every match. */
export type FarmerPick = { kind: 'ids'; ids: ReadonlySet<string> } | { kind: 'matching' };

/**
 * Moving the picked farmers of agent `fromAgentId` to another active agent: the target
 * is chosen by name, the admin confirms with the count, and the result (moved, already there) is
 * shown. Every matching farmer goes as the list's filter, so the server, not this page, decides
 * who matches at the moment of the move.
 */
export function MoveFarmers({
  fromAgentId,
  search,
  pick,
  matching,
  onMoved,
}: {
  fromAgentId: string;
  search: string;
  pick: FarmerPick;
  /** How many farmers match the list's filter now. */
  matching: number;
  onMoved: () => void;
}) {
  const { t, locale } = useConsoleI18n();
  const v = t.admin.move;
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [toAgentId, setToAgentId] = useState<string | null>(null);
  const [missing, setMissing] = useState<'agent' | 'farmers' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<{ moved: number; unchanged: number } | null>(null);
  const { data } = useAgentSearch(query);
  const move = useMoveFarmers();
  const count = pick.kind === 'matching' ? matching : pick.ids.size;
  const items = (data?.items ?? [])
    .filter((a) => a._id !== fromAgentId)
    .map((a) => ({ id: a._id, label: `${a.firstName} ${a.lastName} (${a.phone})` }));
  const target = items.find((a) => a.id === toAgentId)?.label ?? input;
  return (
    <Stack gap="sm">
      <div className={farm.fields}>
        <ComboBox
          label={v.toAgent()}
          description={v.toAgentHelp()}
          items={items}
          inputValue={input}
          onInputChange={(value) => {
            setInput(value);
            if (!items.some((item) => item.label === value)) setQuery(value);
          }}
          selectedKey={toAgentId}
          onSelectionChange={(key) => {
            setToAgentId(key === null ? null : String(key));
            if (key !== null) setMissing(null);
          }}
          emptyMessage={t.admin.noAgents()}
          buttonLabel={v.toAgent()}
          isInvalid={missing === 'agent'}
          errorMessage={v.chooseAgent()}
        />
      </div>
      {missing === 'farmers' && <Alert variant="danger">{v.chooseFarmers()}</Alert>}
      <div>
        <Button
          onPress={() => {
            setResult(null);
            if (count === 0) setMissing('farmers');
            else if (!toAgentId) setMissing('agent');
            else setConfirming(true);
          }}
        >
          {v.action()}
        </Button>
      </div>
      {result && (
        <Alert variant="success">
          {v.done({ moved: result.moved, unchanged: result.unchanged })}
        </Alert>
      )}
      {confirming && toAgentId && (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setConfirming(false);
          }}
          title={v.confirmTitle({ count })}
          confirmLabel={v.confirm({ count })}
          cancelLabel={t.admin.cancel()}
          pendingLabel={t.admin.saving()}
          onConfirm={async () => {
            try {
              const done = await move.trigger(
                pick.kind === 'matching'
                  ? { toAgentId, filter: { agentId: fromAgentId, search: search || undefined } }
                  : { toAgentId, farmerIds: [...pick.ids] },
              );
              setResult(done);
              toast({ title: v.done(done), variant: 'success' });
              onMoved();
            } catch (e) {
              toast({
                title: t.admin.saveFailed(),
                description: apiErrorText(e, t, locale, t.admin.saveFailed()),
                variant: 'destructive',
              });
              throw e;
            }
          }}
        >
          <p>{v.confirmBody({ to: target })}</p>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
