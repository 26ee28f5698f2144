import { Alert, Link, LoadingState, Stack, Table } from '@kiwo/ui';
import { type ApiOperation, useApiOperations } from '../data/openapi';
import { useAreaI18n } from '../stores/locale';

/**
 * `/schema`: the spec gives no content, so it shows the public API reference — the server's
 * OpenAPI document, readable — for partners who integrate with Kiwo.
 */
export default function ApiReference() {
  const { t } = useAreaI18n('site');
  const { data, error, isLoading } = useApiOperations();
  return (
    <Stack gap="md">
      <h1>{t.apiDocs.title()}</h1>
      <p>{t.apiDocs.intro()}</p>
      <Link href="/api/openapi.json">{t.apiDocs.download()}</Link>
      {isLoading && <LoadingState label={t.app.loading()} />}
      {error && <Alert variant="danger">{t.apiDocs.failed()}</Alert>}
      {data && (
        <Table<ApiOperation & { id: string }>
          aria-label={t.apiDocs.title()}
          columns={[
            { id: 'method', label: t.apiDocs.method() },
            {
              id: 'path',
              label: t.apiDocs.path(),
              isRowHeader: true,
              render: (op) => <code>{op.path}</code>,
            },
            { id: 'summary', label: t.apiDocs.summary() },
            { id: 'fields', label: t.apiDocs.body(), render: (op) => op.fields.join(', ') },
          ]}
          rows={data.map((op) => ({ ...op, id: `${op.method} ${op.path}` }))}
        />
      )}
    </Stack>
  );
}
