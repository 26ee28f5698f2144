import { ChartIcon, ClipboardIcon, LayersIcon, Link, Stack, StoreIcon } from '@kiwo/ui';
import { useDashboard } from '../../data/farm';
import { useFarmScope } from '../../routes/farmScope';
import { useI18n } from '../../stores/locale';
import { AskExpertLink } from '../consultations/AskExpertLink';
import * as styles from './farm.css';
import { formatCount } from './format';

/** Simple mode, "My Farm" (spec §2): four big, plain actions for a farmer who reads little. */
export function SimpleDashboard() {
  const { t } = useI18n();
  const { farmerId, paths } = useFarmScope();
  const { data } = useDashboard(farmerId);
  return (
    <Stack gap="lg">
      <h1>{t.routes.simpleDashboard()}</h1>
      {data && <p>{`${t.farm.liveAnimals()}: ${formatCount(data.totals.animals)}`}</p>}
      <div className={styles.bigActions}>
        <Link variant="primary" href={paths.records}>
          <ClipboardIcon /> {t.farm.simpleRecord()}
        </Link>
        <Link variant="secondary" href={paths.batches}>
          <LayersIcon /> {t.farm.simpleAnimals()}
        </Link>
        <AskExpertLink as="farmer" />
        <Link variant="secondary" href="/farmer/marketplace">
          <StoreIcon /> {t.farm.simpleSell()}
        </Link>
        <Link variant="secondary" href={paths.analytics}>
          <ChartIcon /> {t.farm.simpleReports()}
        </Link>
      </div>
    </Stack>
  );
}
