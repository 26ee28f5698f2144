import { Link } from '@kiwo/ui';
import { useAgentFarmer } from '../../data/agent';
import { useAreaI18n } from '../../stores/locale';
import * as own from './agent.css';

/**
 * Which farmer an agent's farm page is about, on every such page: "Farmers › <name> › <page>",
 * the name linking back to the farmer. An agent moving between farmers never records for the
 * wrong one unawares.
 */
export function OpenFarmer({ farmerId, page }: { farmerId: string; page: string | null }) {
  const { t } = useAreaI18n('agent');
  const { data: farmer } = useAgentFarmer(farmerId);
  const name = farmer ? `${farmer.firstName} ${farmer.lastName}` : '…';
  return (
    <nav aria-label={t.agent.breadcrumb()} className={own.crumbs}>
      <ol>
        <li>
          <Link href="/agent/farmer">{t.agent.farmersTab()}</Link>
        </li>
        <li>
          {page ? (
            <Link href={`/agent/farmer/${encodeURIComponent(farmerId)}`}>{name}</Link>
          ) : (
            <span aria-current="page">{name}</span>
          )}
        </li>
        {page && (
          <li>
            <span aria-current="page">{page}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
