import type { PendingContactChange } from '@kiwo/api-client';
import { Alert, Button, Link, LoadingState, Stack } from '@kiwo/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useAgentFarmer, useUpdateFarmer } from '../../data/agent';
import { agentFarmPaths } from '../../routes/farmScope';
import { useAreaI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText, apiFieldErrors } from '../auth/errors';
import { FarmerProfileFields } from '../auth/FarmerProfileFields';
import { textBoxes } from '../auth/fields';
import {
  checkCount,
  checkDeclaredLivestock,
  checkPhone,
  checkRequired,
  countOf,
  type Errors,
} from '../auth/validate';
import { FarmDashboard } from '../farm/Dashboard';
import * as styles from '../farm/farm.css';
import { ContactChangeStep } from '../settings/ContactChangeStep';
import { Reports } from './Reports';

const EMPTY = {
  firstName: '',
  lastName: '',
  phone: '',
  farmName: '',
  gender: '',
  age: '',
  stateOfResidence: '',
  primaryLivestock: '',
  totalLivestockCount: '',
};
type Fields = typeof EMPTY;

/**
 * `/agent/farmer/{farmerId}`: the farmer's details (editable), their farm dashboard, reports. A new
 * login phone waits for the code sent to it; the old phone is told (ADR 0025).
 */
export function AgentFarmerDetail({ farmerId }: { farmerId: string }) {
  const { t, locale } = useAreaI18n('agent');
  const { data: farmer, isLoading, error, mutate } = useAgentFarmer(farmerId);
  const { trigger, isMutating } = useUpdateFarmer();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState<PendingContactChange[]>([]);
  const set = (name: keyof Fields) => (value: string) =>
    setFields((f) => ({ ...f, [name]: value }));
  useEffect(() => {
    if (!farmer) return;
    setFields({
      firstName: farmer.firstName,
      lastName: farmer.lastName,
      farmName: farmer.farmName ?? '',
      phone: farmer.phone,
      gender: farmer.gender ?? '',
      age: farmer.age ?? '',
      stateOfResidence: farmer.stateOfResidence ?? '',
      primaryLivestock: farmer.primaryLivestock ?? '',
      totalLivestockCount: String(farmer.totalLivestockCount ?? 0),
    });
  }, [farmer]);

  if (isLoading) return <LoadingState label={t.app.loading()} />;
  if (error || !farmer) return <Alert variant="danger">{t.agent.fetchFailed()}</Alert>;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (isMutating) return;
    const found: Errors = {};
    checkRequired(found, t, { firstName: fields.firstName, lastName: fields.lastName });
    checkPhone(found, t, 'phone', fields.phone);
    checkCount(found, t, 'totalLivestockCount', fields.totalLivestockCount);
    checkDeclaredLivestock(found, t, fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const optional = (v: string) => (v.trim() === '' ? undefined : v.trim());
    try {
      const { contactChanges } = await trigger({
        farmerId,
        body: {
          firstName: fields.firstName.trim(),
          lastName: fields.lastName.trim(),
          phone: fields.phone.trim(),
          farmName: optional(fields.farmName),
          gender: optional(fields.gender) as never,
          age: optional(fields.age) as never,
          stateOfResidence: optional(fields.stateOfResidence) as never,
          primaryLivestock: optional(fields.primaryLivestock) as never,
          totalLivestockCount: countOf(fields.totalLivestockCount),
        },
      });
      setPending(contactChanges);
      toast({ title: t.common.saved(), variant: 'success' });
    } catch (failure) {
      setErrors(apiFieldErrors(failure, t, locale));
      toast({
        title: t.errors.updateFailed(),
        description: apiErrorText(failure, t, locale, t.errors.updateFailed()),
        variant: 'destructive',
      });
    }
  };

  const box = textBoxes('edit', fields, set, errors);

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <h1>{`${farmer.firstName} ${farmer.lastName}`}</h1>
        <p>
          {[farmer.phone, farmer.stateOfResidence, farmer.farmName].filter(Boolean).join(' · ')}
        </p>
        {(farmer.totalLivestockCount ?? 0) > 0 && (
          <p>{t.agent.declared({ count: farmer.totalLivestockCount ?? 0 })}</p>
        )}
        <Link variant="primary" href={agentFarmPaths(farmerId).batches}>
          {t.agent.viewFarm()}
        </Link>
      </Stack>
      <FarmDashboard />
      <form onSubmit={save} noValidate aria-labelledby="edit-farmer-title">
        <Stack gap="sm">
          <h2 id="edit-farmer-title">{t.agent.editFarmer()}</h2>
          <div className={styles.fields}>
            {box('firstName', t.auth.signup.firstName(), { isRequired: true })}
            {box('lastName', t.auth.signup.lastName(), { isRequired: true })}
            {box('phone', t.auth.signup.phone(), { isRequired: true, type: 'tel' })}
            <FarmerProfileFields
              idPrefix="edit"
              values={fields}
              onChange={set}
              errors={errors}
              countLabel={t.agent.farmersCsv.declared()}
            />
          </div>
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
            set('phone')(saved.phone);
            void mutate();
          }}
        />
      ))}
      <Reports farmerId={farmerId} />
    </Stack>
  );
}
