import type { Production } from '@kiwo/api-client';
import { crates } from '@kiwo/domain';
import { Card, DeathsByCauseChart, LayRateTrend, LineChart } from '@kiwo/ui';
import { useBatchProduction, useFarmProduction, useSectionProduction } from '../../data/farm';
import { useFarmScope } from '../../routes/farmScope';
import { formatDate, formatDayMonth } from '../../stores/dates';
import { useI18n } from '../../stores/locale';
import * as styles from './farm.css';
import { formatCount, formatKg, formatPercent } from './format';

interface PanelProps {
  production: Production;
  /** Deaths by cause and the weight curve belong to a section or a batch, not the farm. */
  scope: 'section' | 'batch' | 'farm';
  /** Named for the warning: "Lay rate in House A fell…" (not shown for the farm). */
  name: string;
}

/**
 * Eggs and lay rate, milk, deaths by cause and average weights (ADR 0059), each only when it applies and has data. The lay rate is the server's, from the
 * domain's one `layRate`.
 */
function ProductionPanel({ production, scope, name }: PanelProps) {
  const { t } = useI18n();
  const p = t.farm.production;
  const laying = production.days.filter((d) => d.layRate !== null);
  const milking = production.days.filter((d) => d.milkLitres !== null);
  const weighed = production.days.filter((d) => d.weight !== null);
  const latest = laying.at(-1);
  const drop = production.drop;
  const deaths = production.deathsByCause.map((d) => ({
    label: d.cause ? (p.causes[d.cause as keyof typeof p.causes]?.() ?? d.cause) : p.notGiven(),
    value: d.deaths,
  }));
  const range = (days: readonly { date: string }[]) =>
    days.length > 0
      ? `${formatDate(days[0]?.date ?? '')} – ${formatDate(days.at(-1)?.date ?? '')}`
      : '';
  const shown = production.recordsEggs || production.recordsMilk || scope !== 'farm';
  if (!shown) return null;
  const eggsOf = (eggs: number) => {
    const c = crates(eggs);
    return p.crates({ crates: c.crates, eggs: c.eggs });
  };
  return (
    <div className={styles.twoColumns}>
      {production.recordsEggs && (
        <Card title={p.layTrendTitle()} headingLevel={2}>
          <LayRateTrend
            title={p.layTrendLabel()}
            summary={range(laying)}
            data={laying.map((d) => ({ label: formatDayMonth(d.date), value: d.layRate ?? 0 }))}
            formatValue={formatPercent}
            tableToggleLabel={t.farm.showTable()}
            labelHeader={t.farm.date()}
            valueHeader={p.layRate()}
            headingLevel={3}
            emptyMessage={p.noEggs()}
            {...(latest && latest.layRate !== null
              ? {
                  current: formatPercent(latest.layRate),
                  detail: `${p.eggsToday({ eggs: formatCount(latest.eggsCollected ?? 0), hens: formatCount(latest.hens ?? 0) })} · ${eggsOf(latest.eggsCollected ?? 0)} · ${formatDate(latest.date)}`,
                }
              : {})}
            {...(drop && scope === 'farm'
              ? {
                  warning: `${t.farm.layDropTitle()}: ${formatPercent(drop.from)} → ${formatPercent(drop.to)}`,
                }
              : {})}
            {...(drop && scope !== 'farm'
              ? {
                  warning: t.farm.layDropBody({
                    section: name,
                    from: String(drop.from),
                    to: String(drop.to),
                    date: formatDate(drop.date),
                  }),
                }
              : {})}
          />
        </Card>
      )}
      {production.recordsMilk && (
        <Card title={p.milkTitle()} headingLevel={2}>
          {milking.length === 0 ? (
            <p className={styles.muted}>{p.noMilk()}</p>
          ) : (
            <LineChart
              title={p.milkLabel()}
              summary={`${p.milkOn({ litres: formatCount(milking.at(-1)?.milkLitres ?? 0) })} · ${range(milking)}`}
              data={milking.map((d) => ({
                label: formatDayMonth(d.date),
                value: d.milkLitres ?? 0,
              }))}
              formatValue={formatCount}
              tableToggleLabel={t.farm.showTable()}
              labelHeader={t.farm.date()}
              valueHeader={p.milkLitres()}
              headingLevel={3}
            />
          )}
        </Card>
      )}
      {scope !== 'farm' && (
        <Card title={p.deathsByCause()} headingLevel={2}>
          <DeathsByCauseChart
            title={p.deathsByCauseLabel()}
            summary={deaths.map((d) => `${d.label}: ${d.value}`).join(' · ')}
            data={deaths}
            tableToggleLabel={t.farm.showTable()}
            labelHeader={p.mortalityCause()}
            valueHeader={t.farm.mortality()}
            headingLevel={3}
            emptyMessage={p.noDeaths()}
          />
        </Card>
      )}
      {scope === 'batch' && weighed.length > 1 && (
        <Card title={p.growthTitle()} headingLevel={2}>
          <LineChart
            title={p.growthLabel()}
            summary={range(weighed)}
            data={weighed.map((d) => ({ label: formatDayMonth(d.date), value: d.weight ?? 0 }))}
            formatValue={formatKg}
            tableToggleLabel={t.farm.showTable()}
            labelHeader={t.farm.date()}
            valueHeader={t.farm.weight()}
            headingLevel={3}
          />
        </Card>
      )}
    </div>
  );
}

export function SectionProduction({ sectionId, name }: { sectionId: string; name: string }) {
  const { farmerId } = useFarmScope();
  const { data } = useSectionProduction(farmerId, sectionId);
  return data ? <ProductionPanel production={data} scope="section" name={name} /> : null;
}

export function BatchProduction({ batchId, name }: { batchId: string; name: string }) {
  const { farmerId } = useFarmScope();
  const { data } = useBatchProduction(farmerId, batchId);
  return data ? <ProductionPanel production={data} scope="batch" name={name} /> : null;
}

export function FarmProduction() {
  const { farmerId } = useFarmScope();
  const { data } = useFarmProduction(farmerId);
  return data ? <ProductionPanel production={data} scope="farm" name="" /> : null;
}
