import { REPORT_TYPES, type Report, type ReportType } from '@kiwo/api-client';
import { Button, SearchComboBox, Select, Stack, Table, TextField } from '@kiwo/ui';
import { type FormEvent, useState } from 'react';
import { useFarmerSearch, useFileReport, useReports } from '../../data/agent';
import { formatDate } from '../../stores/dates';
import { useAreaI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText } from '../auth/errors';

/** Reports filed about the agent's farmers (spec §3 Report), and the form to file one. */
export function Reports({ farmerId }: { farmerId?: string }) {
  const { t, locale } = useAreaI18n('agent');
  const reports = useReports(farmerId);
  const [search, setSearch] = useState('');
  const farmers = useFarmerSearch(search);
  const { trigger, isMutating } = useFileReport();
  const [chosen, setChosen] = useState<string | null>(farmerId ?? null);
  const [type, setType] = useState<ReportType>('visit');
  const [issue, setIssue] = useState('');
  const [location, setLocation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const types: Record<ReportType, string> = {
    visit: t.enums.reportType.visit(),
    disease: t.enums.reportType.disease(),
    mortality: t.enums.reportType.mortality(),
    feed: t.enums.reportType.feed(),
    market: t.enums.reportType.market(),
    other: t.enums.reportType.other(),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!chosen) found.farmer = t.validation.required();
    if (issue.trim() === '') found.issue = t.validation.required();
    setErrors(found);
    if (Object.keys(found).length > 0 || !chosen || isMutating) return;
    try {
      await trigger({
        farmerId: chosen,
        reportType: type,
        issue: issue.trim(),
        location: location.trim() || undefined,
      });
      setIssue('');
      setLocation('');
      toast({ title: t.agent.reportFiled(), variant: 'success' });
    } catch (error) {
      toast({
        title: t.farm.saveFailed(),
        description: apiErrorText(error, t, locale, t.farm.saveFailed()),
        variant: 'destructive',
      });
    }
  };

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate aria-labelledby="file-report-title">
        <Stack gap="sm">
          <h2 id="file-report-title">{t.agent.fileReport()}</h2>
          {!farmerId && (
            <SearchComboBox
              label={t.agent.reportFarmer()}
              placeholder={t.agent.farmerSearchHint()}
              items={(farmers.data?.items ?? []).map((f) => ({
                id: f._id,
                label: `${f.firstName} ${f.lastName}`,
              }))}
              selectedKey={chosen}
              onSelectionChange={(key) => setChosen(key ? String(key) : null)}
              onSearch={setSearch}
              isLoading={farmers.isLoading || farmers.isValidating}
              loadingMessage={t.agent.searching()}
              emptyMessage={t.agent.noFarmerMatches()}
              buttonLabel={t.agent.showFarmers()}
              isRequired
              isInvalid={Boolean(errors.farmer)}
              errorMessage={errors.farmer}
            />
          )}
          <Select
            label={t.agent.reportType()}
            items={REPORT_TYPES.map((id) => ({ id, label: types[id] }))}
            selectedKey={type}
            onSelectionChange={(key) => key && setType(key as ReportType)}
          />
          <TextField
            label={t.agent.reportIssue()}
            value={issue}
            onChange={setIssue}
            isInvalid={Boolean(errors.issue)}
            errorMessage={errors.issue}
            validationBehavior="aria"
            isRequired
          />
          <TextField label={t.agent.reportLocation()} value={location} onChange={setLocation} />
          <Button type="submit" isPending={isMutating}>
            {t.agent.reportSubmit()}
          </Button>
        </Stack>
      </form>
      <Table<Report & { id: string }>
        aria-label={t.agent.reportsTab()}
        columns={[
          { id: 'date', label: t.agent.colDate(), render: (r) => formatDate(r.createdAt) },
          {
            id: 'farmer',
            label: t.agent.reportFarmer(),
            isRowHeader: true,
            render: (r) => `${r.farmer.firstName} ${r.farmer.lastName}`,
          },
          { id: 'type', label: t.agent.colType(), render: (r) => types[r.reportType] },
          { id: 'issue', label: t.agent.colIssue(), render: (r) => r.issue },
        ]}
        rows={(reports.data?.items ?? []).map((r) => ({ ...r, id: r._id }))}
        emptyState={<p>{t.agent.noReports()}</p>}
      />
    </Stack>
  );
}
