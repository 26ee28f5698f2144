import type { BatchReport as Report, ReportLink } from '@kiwo/api-client';
import { parseTypedNumber } from '@kiwo/domain';
import { formatNaira } from '@kiwo/i18n';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  LoadingState,
  type ProfitRow,
  ProfitTable,
  Stack,
  TextField,
} from '@kiwo/ui';
import { useState } from 'react';
import { useBatchReport, useReportLinks, useSharedReport } from '../../data/farm';
import { useCreateReportLink, useRevokeReportLink } from '../../data/farmWrites';
import { useFarmScope } from '../../routes/farmScope';
import { useAuth } from '../../stores/auth';
import { formatDate } from '../../stores/dates';
import { useI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText } from '../auth/errors';
import * as styles from './farm.css';
import { formatKg } from './format';
import { isMissing, NotFoundNotice } from './NotFoundNotice';
import * as print from './report.css';

type T = ReturnType<typeof useI18n>['t'];

/** Money with a real minus sign for a loss (the word says it too). */
const signed = (naira: number) => (naira < 0 ? `−${formatNaira(-naira)}` : formatNaira(naira));

/** The report's lines: each cost, the total, sales, the bottom line and the per-unit figures. */
function rowsOf(t: T, r: Report): ProfitRow[] {
  const p = t.farm.report;
  const loss = r.profitNaira < 0;
  const rows: ProfitRow[] = [
    { id: 'animals', label: p.animals(), amount: formatNaira(r.costs.animalsNaira) },
    {
      id: 'feed',
      label: p.feed(),
      note: p.feedNote({ kg: formatKg(r.feedKg - r.unpricedFeedKg) }),
      amount: formatNaira(r.costs.feedNaira),
    },
    { id: 'medicine', label: p.medicine(), amount: formatNaira(r.costs.medicineNaira) },
    { id: 'expenses', label: p.expenses(), amount: formatNaira(r.costs.expensesNaira) },
    { id: 'cost', label: p.totalCost(), amount: formatNaira(r.costs.totalNaira), kind: 'total' },
    { id: 'sales', label: p.sales(), amount: formatNaira(r.salesNaira), kind: 'total' },
    {
      id: 'result',
      label: loss ? p.loss() : p.profit(),
      amount: signed(r.profitNaira),
      kind: 'result',
      tone: loss ? 'loss' : 'gain',
    },
  ];
  if (r.costPerAnimalNaira !== null)
    rows.push({
      id: 'perAnimal',
      label: p.costPerAnimal(),
      amount: formatNaira(r.costPerAnimalNaira),
    });
  if (r.profitPerAnimalNaira !== null)
    rows.push({
      id: 'profitPerAnimal',
      label: p.profitPerAnimal(),
      amount: signed(r.profitPerAnimalNaira),
    });
  if (r.costPerKgNaira !== null && r.liveWeightKg !== null)
    rows.push({
      id: 'perKg',
      label: p.costPerKg(),
      note: p.liveWeight({ kg: formatKg(r.liveWeightKg) }),
      amount: formatNaira(r.costPerKgNaira),
    });
  return rows;
}

/** The report itself: what the batch is, its sections, the profit and loss. Printable. */
function ReportBody({ report, heading }: { report: Report; heading: string }) {
  const { t } = useI18n();
  const p = t.farm.report;
  return (
    <div className={print.printArea} data-testid="batch-report">
      <h1>{heading}</h1>
      <p>
        <strong>{report.batchName}</strong>
        {` · ${t.enums.livestock[report.livestockType as keyof typeof t.enums.livestock]?.() ?? report.livestockType}`}
        {` · ${p.placed({ count: report.animalsPlaced })}`}
      </p>
      {report.farmerName && <p>{p.sharedBy({ name: report.farmerName })}</p>}
      {report.firstDay && report.lastDay && (
        <p>{p.period({ from: formatDate(report.firstDay), to: formatDate(report.lastDay) })}</p>
      )}
      <ul className={styles.list}>
        {report.sections.map((s) => (
          <li key={s.name}>
            {p.sectionLine({
              name: s.name,
              placed: s.placed,
              alive: s.alive,
              sold: s.sold,
              deaths: s.deaths,
            })}
          </li>
        ))}
      </ul>
      {report.unpricedFeedKg > 0 && (
        <Alert variant="warning">{p.unpriced({ kg: formatKg(report.unpricedFeedKg) })}</Alert>
      )}
      <ProfitTable
        caption={p.caption()}
        headings={[p.item(), p.amount()]}
        rows={rowsOf(t, report)}
      />
      <p>{p.generated({ date: formatDate(report.generatedOn) })}</p>
    </div>
  );
}

const linkOf = (token: string) => `${window.location.origin}/shared/report/${token}`;

/** Read-only links for a vet or a loan officer: made by the farmer, stopped at any time. */
function ShareLinks({ batchId }: { batchId: string }) {
  const { t, locale } = useI18n();
  const p = t.farm.report;
  const { farmerId } = useFarmScope();
  const { user } = useAuth();
  const links = useReportLinks(farmerId, batchId);
  const create = useCreateReportLink(farmerId);
  const stop = useRevokeReportLink(farmerId);
  const [days, setDays] = useState('14');
  const [showName, setShowName] = useState(false);
  const [made, setMade] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const isFarmer = user?.role === 'farmer';

  const share = async () => {
    const read = parseTypedNumber(days, { whole: true });
    if (!read.ok || read.value === null || read.value < 1 || read.value > 90) {
      setError(t.validation.wholeNumber());
      return;
    }
    setError(undefined);
    try {
      const link = await create.trigger({ batchId, days: read.value, showName });
      setMade(linkOf(link.token));
      toast({ title: p.created(), variant: 'success' });
    } catch (e) {
      toast({
        title: t.farm.saveFailed(),
        description: apiErrorText(e, t, locale, t.farm.saveFailed()),
        variant: 'destructive',
      });
    }
  };

  const status = (link: ReportLink) =>
    link.active ? (
      <Badge variant="success">{p.activeUntil({ date: formatDate(link.expiresAt) })}</Badge>
    ) : (
      <Badge variant="neutral">{link.revokedAt ? p.stopped() : p.expired()}</Badge>
    );

  return (
    <Card title={p.share()} headingLevel={2} as="section">
      <Stack gap="md">
        <p>{p.shareHint()}</p>
        {isFarmer && (
          <>
            <TextField
              label={p.days()}
              inputMode="numeric"
              value={days}
              onChange={setDays}
              isInvalid={Boolean(error)}
              errorMessage={error}
              validationBehavior="aria"
            />
            <Checkbox isSelected={showName} onChange={setShowName}>
              {p.showName()}
            </Checkbox>
            <Button onPress={share} isPending={create.isMutating}>
              {p.create()}
            </Button>
          </>
        )}
        {made && (
          <Stack gap="xs">
            <Alert variant="success">{p.created()}</Alert>
            <TextField label={p.copy()} value={made} isReadOnly />
            <Button
              variant="secondary"
              onPress={async () => {
                await navigator.clipboard?.writeText(made);
                toast({ title: p.copied(), variant: 'success' });
              }}
            >
              {p.copy()}
            </Button>
          </Stack>
        )}
        {(links.data ?? []).length > 0 && (
          <Stack gap="xs">
            <h3>{p.links()}</h3>
            <ul className={styles.list}>
              {(links.data ?? []).map((link) => (
                <li key={link.id}>
                  <Stack direction="row" gap="sm" align="center">
                    <span>{formatDate(link.createdAt)}</span>
                    {status(link)}
                    {link.active && (
                      <Button
                        variant="secondary"
                        size="sm"
                        onPress={async () => {
                          await stop.trigger(link.id);
                          toast({ title: p.stoppedToast(), variant: 'success' });
                        }}
                      >
                        {p.stop()}
                      </Button>
                    )}
                  </Stack>
                </li>
              ))}
            </ul>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** `/farmer/batch/{id}/report`: the profit and loss, Print, and read-only links. */
export function BatchReport({ batchId }: { batchId: string }) {
  const { t } = useI18n();
  const { farmerId } = useFarmScope();
  const { data, error, isLoading } = useBatchReport(farmerId, batchId);
  if (isLoading) return <LoadingState label={t.app.loading()} />;
  if (isMissing(error)) return <NotFoundNotice message={t.farm.batchNotFound()} />;
  if (error || !data) return <Alert variant="danger">{t.farm.loadFailed()}</Alert>;
  return (
    <Stack gap="lg">
      <ReportBody report={data} heading={t.farm.report.title()} />
      <div className={print.noPrint}>
        <Stack gap="lg">
          <Button variant="secondary" onPress={() => window.print()}>
            {t.farm.report.print()}
          </Button>
          <ShareLinks batchId={batchId} />
        </Stack>
      </div>
    </Stack>
  );
}

/** `/shared/report/{token}`: the same report, read-only, for whoever holds the link. */
export function SharedReport({ token }: { token: string }) {
  const { t } = useI18n();
  const { data, error, isLoading } = useSharedReport(token);
  if (isLoading) return <LoadingState label={t.app.loading()} />;
  if (error || !data) return <Alert variant="warning">{t.farm.report.gone()}</Alert>;
  return (
    <Stack gap="lg">
      <p className={print.noPrint}>{t.farm.report.sharedNote()}</p>
      <ReportBody report={data} heading={t.farm.report.title()} />
      <div className={print.noPrint}>
        <Button variant="secondary" onPress={() => window.print()}>
          {t.farm.report.print()}
        </Button>
      </div>
    </Stack>
  );
}
