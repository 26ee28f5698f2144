import type { UssdMenu, UssdMenuRate, UssdSession } from '@kiwo/api-client';
import { Alert, Button, Stack, Table } from '@kiwo/ui';
import { useState } from 'react';
import { downloadUssdSessionsCsv, useUssdSessions } from '../../data/ussd';
import { formatDateTime } from '../../stores/dates';
import { useConsoleI18n } from '../../stores/locale';
import * as styles from '../farm/farm.css';
import { AdminPager } from './AdminPager';
import { ListFilters } from './ListFilters';

const USSD_MENUS: readonly UssdMenu[] = ['record', 'summary', 'call', 'settings', 'register'];

/**
 * `/admin/ussd-events`: USSD sessions newest first (start, steps, outcome, duration), the
 * completion rate of each menu, and the CSV export (ADR 0027).
 */
export function UssdSessions() {
  const { t } = useConsoleI18n();
  const u = t.admin.ussdSessions;
  const [search, setSearch] = useState('');
  const [menu, setMenu] = useState<UssdMenu | undefined>();
  const [page, setPage] = useState(1);
  const [empty, setEmpty] = useState(false);
  const { data, error } = useUssdSessions(search, menu, page);
  const names: Record<UssdMenu, () => string> = {
    record: u.menuRecord,
    summary: u.menuSummary,
    call: u.menuCall,
    settings: u.menuSettings,
    register: u.menuRegister,
  };
  const menuName = (m: UssdMenu | null) => (m ? names[m]() : u.menuNone());
  const seconds = (ms: number) => u.seconds({ seconds: (ms / 1000).toFixed(1) });
  return (
    <Stack gap="md">
      <ListFilters
        search={{ label: t.admin.searchEvents(), value: search, onChange: setSearch }}
        filters={[
          {
            label: u.colMenu(),
            items: [
              { id: 'all', label: t.admin.all() },
              ...USSD_MENUS.map((m) => ({ id: m, label: menuName(m) })),
            ],
            value: menu ?? 'all',
            onChange: (key) => setMenu(USSD_MENUS.find((m) => m === key)),
          },
        ]}
        onChange={() => setPage(1)}
      >
        <Button
          variant="secondary"
          onPress={async () => setEmpty((await downloadUssdSessionsCsv(search, menu)) === 'empty')}
        >
          {t.admin.exportCsv()}
        </Button>
      </ListFilters>
      {(error || empty) && (
        <Alert variant={error ? 'danger' : 'info'}>
          {error ? t.admin.fetchFailed() : t.admin.noEvents()}
        </Alert>
      )}
      <h2>{u.completionTitle()}</h2>
      <Table<UssdMenuRate & { id: string }>
        aria-label={u.completionTitle()}
        columns={[
          { id: 'menu', label: u.colMenu(), isRowHeader: true, render: (m) => menuName(m.menu) },
          { id: 'sessions', label: u.colSessions(), render: (m) => String(m.sessions) },
          { id: 'completed', label: u.colCompleted(), render: (m) => String(m.completed) },
          { id: 'rate', label: u.colRate(), render: (m) => `${Math.round(m.rate * 100)}%` },
        ]}
        rows={(data?.menus ?? []).map((m) => ({ ...m, id: m.menu ?? 'none' }))}
        emptyState={<p>{t.admin.noEvents()}</p>}
      />
      {data && <p className={styles.muted}>{t.admin.total({ count: data.pagination.total })}</p>}
      <Table<UssdSession & { id: string }>
        aria-label={t.routes.ussdEvents()}
        columns={[
          {
            id: 'started',
            label: u.colStarted(),
            isRowHeader: true,
            render: (s) => formatDateTime(s.startedAt),
          },
          {
            id: 'phone',
            label: t.admin.colPhone(),
            render: (s) => (s.userName ? `${s.phone} (${s.userName})` : s.phone),
          },
          { id: 'menu', label: u.colMenu(), render: (s) => menuName(s.menu) },
          {
            id: 'result',
            label: u.colResult(),
            render: (s) => `${s.completed ? u.yes() : u.no()} (${s.outcome})`,
          },
          { id: 'duration', label: u.colDuration(), render: (s) => seconds(s.durationMs) },
          {
            id: 'steps',
            label: u.colSteps(),
            render: (s) => (
              <details>
                <summary>{u.stepsCount({ count: s.steps.length })}</summary>
                <ol>
                  {s.steps.map((step) => (
                    <li key={step.at + step.text}>
                      <code>{step.text || u.start()}</code> → <span>{step.response ?? ''}</span>
                    </li>
                  ))}
                </ol>
              </details>
            ),
          },
        ]}
        rows={(data?.data ?? []).map((s) => ({ ...s, id: s.sessionId }))}
        emptyState={<p>{t.admin.noEvents()}</p>}
      />
      <AdminPager info={data?.pagination} page={page} onPageChange={setPage} />
    </Stack>
  );
}
