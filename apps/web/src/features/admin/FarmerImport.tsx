import type { FarmerImportError, FarmerImportReport } from '@kiwo/api-client';
import { Alert, Button, Stack, Table } from '@kiwo/ui';
import { useId, useState } from 'react';
import { useImportFarmers } from '../../data/admin';
import { useConsoleI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';

type Row = FarmerImportError & { id: string };

/**
 * Farmers from a CSV (ADR 0065): the file is checked first (a dry run: every
 * row error with its line and column, worded here in the admin's language), then imported.
 */
export function FarmerImport() {
  const { t } = useConsoleI18n();
  const tools = t.admin.tools;
  const fileId = useId();
  const importer = useImportFarmers();
  const [csv, setCsv] = useState<string | null>(null);
  const [report, setReport] = useState<FarmerImportReport | null>(null);

  const send = async (commit: boolean) => {
    if (csv === null) return;
    try {
      const result = await importer.trigger({ csv, commit });
      setReport(result);
      if (result.committed) toast({ title: tools.importDone({ count: result.created }) });
    } catch {
      toast({ title: tools.importFailed(), variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby="farmer-import">
      <Stack gap="sm">
        <h2 id="farmer-import">{tools.importTitle()}</h2>
        <p>{tools.importHelp()}</p>
        <label htmlFor={fileId}>{tools.importFile()}</label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          onChange={async (event) => {
            const file = event.currentTarget.files?.[0];
            setReport(null);
            setCsv(file ? await file.text() : null);
          }}
        />
        <div>
          <Button
            variant="secondary"
            isDisabled={csv === null}
            isPending={importer.isMutating}
            onPress={() => send(false)}
          >
            {tools.importCheck()}
          </Button>
        </div>
        {report && (
          <>
            <p role="status">
              {report.committed
                ? tools.importDone({ count: report.created })
                : tools.importSummary({
                    rows: report.rows,
                    created: report.created,
                    existing: report.existing,
                  })}
            </p>
            {report.errors.length > 0 ? (
              <Table<Row>
                aria-label={tools.importErrorsTitle()}
                columns={[
                  {
                    id: 'row',
                    label: tools.colRow(),
                    isRowHeader: true,
                    render: (e) => String(e.row),
                  },
                  { id: 'column', label: tools.colColumn(), render: (e) => e.column },
                  {
                    id: 'problem',
                    label: tools.colProblem(),
                    render: (e) => tools.importError[e.code](),
                  },
                ]}
                rows={report.errors.map((e, i) => ({ ...e, id: `${e.row}-${e.column}-${i}` }))}
              />
            ) : report.committed ? null : (
              <>
                <Alert variant="success">{tools.importNoErrors()}</Alert>
                {report.created > 0 && (
                  <div>
                    <Button isPending={importer.isMutating} onPress={() => send(true)}>
                      {tools.importCommit({ count: report.created })}
                    </Button>
                  </div>
                )}
              </>
            )}
          </>
        )}
      </Stack>
    </section>
  );
}
