import { Alert, Button, Link, LoadingState, Stack, TextField } from '@kiwo/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useAgentFarmer, useUpdateFarmer } from '../../data/agent';
import { agentFarmPaths } from '../../routes/farmScope';
import { useI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText } from '../auth/errors';
import { FarmDashboard } from '../farm/Dashboard';
import { Reports } from './Reports';

/** `/agent/farmer/{farmerId}`: the farmer's details (editable), their farm dashboard, reports. */
export function AgentFarmerDetail({ farmerId }: { farmerId: string }) {
  const { t, locale } = useI18n();
  const { data: farmer, isLoading, error } = useAgentFarmer(farmerId);
  const { trigger, isMutating } = useUpdateFarmer();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [farmName, setFarmName] = useState('');
  useEffect(() => {
    if (!farmer) return;
    setFirstName(farmer.firstName);
    setLastName(farmer.lastName);
    setFarmName(farmer.farmName ?? '');
  }, [farmer]);

  if (isLoading) return <LoadingState label={t.app.loading()} />;
  if (error || !farmer) return <Alert variant="danger">{t.agent.fetchFailed()}</Alert>;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await trigger({ farmerId, body: { firstName, lastName, farmName: farmName || undefined } });
      toast({ title: t.settings.saved(), variant: 'success' });
    } catch (failure) {
      toast({
        title: t.errors.updateFailed(),
        description: apiErrorText(failure, t, locale, t.errors.updateFailed()),
        variant: 'destructive',
      });
    }
  };

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <h1>{`${farmer.firstName} ${farmer.lastName}`}</h1>
        <p>
          {[farmer.phone, farmer.stateOfResidence, farmer.farmName].filter(Boolean).join(' · ')}
        </p>
        <Link variant="primary" href={agentFarmPaths(farmerId).batches}>
          {t.agent.viewFarm()}
        </Link>
      </Stack>
      <FarmDashboard />
      <form onSubmit={save} noValidate aria-labelledby="edit-farmer-title">
        <Stack gap="sm">
          <h2 id="edit-farmer-title">{t.agent.editFarmer()}</h2>
          <TextField label={t.auth.signup.firstName()} value={firstName} onChange={setFirstName} />
          <TextField label={t.auth.signup.lastName()} value={lastName} onChange={setLastName} />
          <TextField label={t.auth.signup.farmName()} value={farmName} onChange={setFarmName} />
          <Button type="submit" isPending={isMutating}>
            {t.agent.saveFarmer()}
          </Button>
        </Stack>
      </form>
      <Reports farmerId={farmerId} />
    </Stack>
  );
}
