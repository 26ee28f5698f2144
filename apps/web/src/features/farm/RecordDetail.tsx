import { Alert, Button, ConfirmDialog, LoadingState, Stack } from '@kiwo/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useRecord } from '../../data/farm';
import { useDeleteRecord } from '../../data/farmWrites';
import { useFarmScope } from '../../routes/farmScope';
import { useI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { isMissing, NotFoundNotice } from './NotFoundNotice';
import { RecordChanges } from './RecordChanges';
import { RecordForm } from './RecordForm';

/** `/farmer/daily-record/{recordId}`: the day's record, editable, or deleted (counts restored). */
export function RecordDetail({ recordId }: { recordId: string }) {
  const { t } = useI18n();
  const { farmerId, paths } = useFarmScope();
  const { data, error, isLoading } = useRecord(farmerId, recordId);
  const remove = useDeleteRecord(farmerId);
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  if (isLoading) return <LoadingState label={t.app.loading()} />;
  if (isMissing(error)) return <NotFoundNotice message={t.farm.recordNotFound()} />;
  if (error || !data) return <Alert variant="danger">{t.farm.loadFailed()}</Alert>;
  const destroy = async () => {
    await remove.trigger(recordId);
    toast({ title: t.farm.recordDeleted(), variant: 'success' });
    navigate(paths.reports(data.sectionId));
  };
  return (
    <Stack gap="lg">
      <p>{`${data.batchName} · ${data.sectionName}`}</p>
      {data.batchStatus === 'Active' ? (
        <RecordForm sectionId={data.sectionId} date={data.date} />
      ) : null}
      <RecordChanges recordId={recordId} />
      <Button variant="destructive" onPress={() => setConfirming(true)}>
        {t.farm.deleteRecord()}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t.farm.deleteRecordTitle()}
        confirmLabel={t.farm.deleteRecord()}
        cancelLabel={t.common.cancel()}
        variant="destructive"
        onConfirm={destroy}
      >
        {t.farm.deleteRecordBody()}
      </ConfirmDialog>
    </Stack>
  );
}
