import type { AdminUser, NinCheckView } from '@kiwo/api-client';
import { Alert, Button, Checkbox, ConfirmDialog, DescriptionList, TextField } from '@kiwo/ui';
import { useState } from 'react';
import { useNinCheck, useNinDecision, useRunNinCheck } from '../../data/admin';
import { useConsoleI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';

/**
 * Approving a NIN (ADR 0064): the admin types the name on the slip, runs the
 * check and sees each result; after an offline check (or a provider outage) they attest that
 * they saw the slip. The server refuses an approval without a passed check.
 */
export function NinReviewDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useConsoleI18n();
  const tools = t.admin.tools;
  const current = useNinCheck(user._id);
  const runCheck = useRunNinCheck();
  const decide = useNinDecision();
  const [slipName, setSlipName] = useState('');
  const [attested, setAttested] = useState(false);
  const [showAttestError, setShowAttestError] = useState(false);
  const check: NinCheckView | null | undefined = runCheck.data ?? current.data;
  const name = `${user.firstName} ${user.lastName}`;
  const result = (r: 'pass' | 'fail' | 'not_run') =>
    r === 'pass' ? tools.pass() : r === 'fail' ? tools.fail() : tools.notRun();

  const run = async () => {
    try {
      await runCheck.trigger({ userId: user._id, documentName: slipName.trim() });
      setAttested(false);
    } catch {
      toast({ title: tools.checkError(), variant: 'destructive' });
    }
  };
  const [showCheckFirst, setShowCheckFirst] = useState(false);
  const approve = async () => {
    if (check?.outcome !== 'passed') {
      setShowCheckFirst(true);
      throw new Error('no passed check');
    }
    if (check.needsAttestation && !attested) {
      setShowAttestError(true);
      throw new Error('attestation missing');
    }
    try {
      await decide.trigger({
        userId: user._id,
        body: { decision: 'approve', ...(check.needsAttestation ? { attest: true } : {}) },
      });
    } catch (error) {
      toast({ title: t.admin.decisionFailed(), variant: 'destructive' });
      throw error;
    }
  };

  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={tools.ninReviewTitle({ name })}
      confirmLabel={t.admin.approve()}
      cancelLabel={t.admin.cancel()}
      pendingLabel={t.admin.saving()}
      onConfirm={approve}
    >
      <TextField
        label={tools.ninSlipName()}
        description={tools.ninSlipHelp()}
        value={slipName}
        onChange={setSlipName}
        autoComplete="off"
      />
      <Button variant="secondary" onPress={run} isPending={runCheck.isMutating}>
        {runCheck.isMutating ? tools.checking() : tools.runCheck()}
      </Button>
      {check ? (
        <>
          <DescriptionList
            items={[
              { id: 'format', term: tools.checkFormat(), description: result(check.checks.format) },
              { id: 'record', term: tools.checkRecord(), description: result(check.checks.record) },
              { id: 'name', term: tools.checkName(), description: result(check.checks.name) },
            ]}
          />
          <p>
            {tools.checkedBy({
              provider: check.provider === 'offline' ? tools.offline() : check.provider,
            })}
            {check.providerStatus ? ` ${tools.providerStatus[check.providerStatus]()}` : ''}
          </p>
          {check.outcome === 'passed' ? (
            check.needsAttestation ? (
              <Checkbox
                isSelected={attested}
                onChange={(v) => {
                  setAttested(v);
                  setShowAttestError(false);
                }}
                isInvalid={showAttestError}
                errorMessage={tools.attestRequired()}
              >
                {tools.attest()}
              </Checkbox>
            ) : null
          ) : (
            <Alert variant="warning">{tools.checkDidNotPass()}</Alert>
          )}
        </>
      ) : showCheckFirst ? (
        <Alert variant="warning">{tools.checkFirst()}</Alert>
      ) : (
        <p>{tools.checkFirst()}</p>
      )}
    </ConfirmDialog>
  );
}
