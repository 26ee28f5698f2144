import type { PendingContactChange } from '@kiwo/api-client';
import { Alert, Button, Link, LoadingState, Stack, TextField } from '@kiwo/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useAgentFarmer, useUpdateFarmer } from '../../data/agent';
import { agentFarmPaths } from '../../routes/farmScope';
import { useI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText, apiFieldErrors } from '../auth/errors';
import { checkPhone, type Errors } from '../auth/validate';
import { FarmDashboard } from '../farm/Dashboard';
import { ContactChangeStep } from '../settings/ContactChangeStep';
import { Reports } from './Reports';

/**
 * `/agent/farmer/{farmerId}`: the farmer's details (editable), their farm dashboard, reports. A new
 * login phone waits for the code sent to it; the old phone is told (ADR 0025).
 */
export function AgentFarmerDetail({ farmerId }: { farmerId: string }) {
  const { t, locale } = useI18n();
  const { data: farmer, isLoading, error, mutate } = useAgentFarmer(farmerId);
  const { trigger, isMutating } = useUpdateFarmer();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [farmName, setFarmName] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState<PendingContactChange[]>([]);
  useEffect(() => {
    if (!farmer) return;
    setFirstName(farmer.firstName);
    setLastName(farmer.lastName);
    setFarmName(farmer.farmName ?? '');
    setPhone(farmer.phone);
  }, [farmer]);

  if (isLoading) return <LoadingState label={t.app.loading()} />;
  if (error || !farmer) return <Alert variant="danger">{t.agent.fetchFailed()}</Alert>;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    checkPhone(found, t, 'phone', phone);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { contactChanges } = await trigger({
        farmerId,
        body: { firstName, lastName, phone, farmName: farmName || undefined },
      });
      setPending(contactChanges);
      toast({ title: t.settings.saved(), variant: 'success' });
    } catch (failure) {
      setErrors(apiFieldErrors(failure, t, locale));
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
          <TextField
            label={t.auth.signup.phone()}
            type="tel"
            value={phone}
            onChange={setPhone}
            isInvalid={Boolean(errors.phone)}
            errorMessage={errors.phone}
            validationBehavior="aria"
          />
          <TextField label={t.auth.signup.farmName()} value={farmName} onChange={setFarmName} />
          <Button type="submit" isPending={isMutating}>
            {t.agent.saveFarmer()}
          </Button>
        </Stack>
      </form>
      {pending.map((change) => (
        <ContactChangeStep
          key={change.id}
          change={change}
          onDone={(saved) => {
            setPending((list) => list.filter((c) => c.id !== change.id));
            setPhone(saved.phone);
            void mutate();
          }}
        />
      ))}
      <Reports farmerId={farmerId} />
    </Stack>
  );
}
