import type { AdminPhoneCall, PhoneTurnKind } from '@kiwo/api-client';
import { type ConsoleTranslator, isLocale, LOCALE_DISPLAY_NAMES } from '@kiwo/i18n';
import {
  Alert,
  type BadgeVariant,
  Button,
  CallTranscript,
  Dialog,
  SearchField,
  Stack,
  Table,
} from '@kiwo/ui';
import { useState } from 'react';
import { useAdminPhoneCalls } from '../../data/phoneCalls';
import { formatDateTime } from '../../stores/dates';
import { useConsoleI18n } from '../../stores/locale';
import * as styles from '../farm/farm.css';
import { AdminPager } from './AdminPager';

const TONES: Record<PhoneTurnKind, BadgeVariant> = {
  question: 'info',
  heard: 'neutral',
  doubtful: 'warning',
  'not-heard': 'warning',
  failed: 'danger',
  record: 'success',
  'record-refused': 'danger',
  'record-cancelled': 'neutral',
  'pin-wrong': 'warning',
};

function kindLabel(t: ConsoleTranslator, kind: PhoneTurnKind): string {
  const c = t.admin.calls;
  const labels: Record<PhoneTurnKind, () => string> = {
    question: c.kindQuestion,
    heard: c.kindHeard,
    doubtful: c.kindDoubtful,
    'not-heard': c.kindNotHeard,
    failed: c.kindFailed,
    record: c.kindRecord,
    'record-refused': c.kindRecordRefused,
    'record-cancelled': c.kindRecordCancelled,
    'pin-wrong': c.kindPinWrong,
  };
  return labels[kind]();
}

const who = (t: ConsoleTranslator, call: AdminPhoneCall) =>
  `${call.userName ?? t.admin.calls.unknownCaller()} · ${call.callerNumber}`;

/** One call's turns, oldest first, in a dialog. */
function TranscriptDialog({ call, onClose }: { call: AdminPhoneCall; onClose: () => void }) {
  const { t } = useConsoleI18n();
  const c = t.admin.calls;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={c.transcriptTitle({ caller: who(t, call) })}
      closeLabel={c.close()}
      size="lg"
    >
      <CallTranscript
        aria-label={c.transcriptLabel()}
        callerLabel={c.callerSide()}
        answerLabel={c.kiwoSide()}
        nothingLabel={c.nothingHeard()}
        recordingLabel={c.recording()}
        emptyLabel={c.noTurns()}
        turns={call.turns.map((turn, i) => ({
          id: `${i}-${turn.at}`,
          when: formatDateTime(turn.at),
          dateTime: turn.at,
          kind: kindLabel(t, turn.kind),
          tone: TONES[turn.kind],
          caller: turn.question,
          answer: turn.answer,
          recordingUrl: turn.recordingUrl,
        }))}
      />
    </Dialog>
  );
}

/**
 * The phone line's calls (ADR 0043), newest first, found by phone: who called (masked by the
 * server), in which language, how long, what the gateway charged, and each call's transcript —
 * questions heard and answered, deaths and feed recorded by keypad.
 */
export function PhoneCallsLog() {
  const { t } = useConsoleI18n();
  const c = t.admin.calls;
  const [phone, setPhone] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminPhoneCall | null>(null);
  const { data, error } = useAdminPhoneCalls({ phone, page });
  const duration = (call: AdminPhoneCall) =>
    call.durationSeconds === null
      ? c.notEnded()
      : c.duration({
          minutes: Math.floor(call.durationSeconds / 60),
          seconds: call.durationSeconds % 60,
        });
  const cost = (call: AdminPhoneCall) =>
    call.amount === null
      ? c.notPriced()
      : `${Number(call.amount).toLocaleString('en-NG', { maximumFractionDigits: 4 })} ${call.currency ?? ''}`.trim();
  return (
    <Stack gap="md">
      <div className={styles.fields}>
        <SearchField
          label={c.searchPhone()}
          clearLabel={t.admin.clearSearch()}
          inputMode="tel"
          value={phone}
          onChange={(value) => {
            setPhone(value);
            setPage(1);
          }}
        />
      </div>
      {error && <Alert variant="danger">{c.loadFailed()}</Alert>}
      {data && <p className={styles.muted}>{t.admin.total({ count: data.pagination.total })}</p>}
      <Table<AdminPhoneCall>
        aria-label={c.tabCalls()}
        columns={[
          {
            id: 'startedAt',
            label: c.colStarted(),
            render: (call) => formatDateTime(call.startedAt),
          },
          { id: 'caller', label: c.colCaller(), isRowHeader: true, render: (call) => who(t, call) },
          {
            id: 'language',
            label: c.colLanguage(),
            render: (call) =>
              call.language && isLocale(call.language) ? LOCALE_DISPLAY_NAMES[call.language] : '—',
          },
          { id: 'duration', label: c.colDuration(), render: duration },
          { id: 'cost', label: c.colCost(), align: 'end', render: cost },
          { id: 'turns', label: c.colTurns(), align: 'end', render: (call) => call.turns.length },
          {
            id: 'open',
            label: t.admin.colActions(),
            render: (call) => (
              <Button size="sm" variant="secondary" onPress={() => setOpen(call)}>
                {c.view()}
              </Button>
            ),
          },
        ]}
        rows={data?.calls ?? []}
        emptyState={<p>{c.none()}</p>}
      />
      <AdminPager info={data?.pagination} page={page} onPageChange={setPage} />
      {open && <TranscriptDialog call={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
