import { useLocation } from 'wouter';
import { useAuth } from '../stores/auth';

/** Where each farm screen lives for the farmer themself or for an agent visiting a farmer. */
export interface FarmPaths {
  dashboard: string;
  batches: string;
  batch: (batchId: string) => string;
  records: string;
  record: (recordId: string) => string;
  reports: (sectionId: string) => string;
  analytics: string;
  stock: string;
  batchReport: (batchId: string) => string;
}

const farmerPaths: FarmPaths = {
  dashboard: '/farmer/dashboard',
  batches: '/farmer/batch',
  batch: (id) => `/farmer/batch/${id}`,
  records: '/farmer/records',
  record: (id) => `/farmer/daily-record/${id}`,
  reports: (id) => `/farmer/reports/${id}`,
  analytics: '/farmer/analytics',
  stock: '/farmer/stock',
  batchReport: (id) => `/farmer/batch/${id}/report`,
};

export const agentFarmPaths = (farmerId: string): FarmPaths => {
  const base = `/agent/farmer/${farmerId}`;
  return {
    dashboard: base,
    batches: `${base}/farm-records`,
    batch: (id) => `${base}/farm-data/batch/${id}`,
    records: `${base}/farm-records`,
    record: (id) => `${base}/daily-record/${id}`,
    reports: (id) => `${base}/reports/${id}`,
    analytics: base,
    stock: `${base}/stock`,
    batchReport: (id) => `${base}/farm-data/batch/${id}/report`,
  };
};

/**
 * The farm a screen works on: the signed-in farmer's own, or — on /agent/farmer/{id}/… — the
 * visited farmer's (the server checks the agent really follows that farmer).
 */
export const useFarmScope = (): { farmerId: string; paths: FarmPaths } => {
  const [path] = useLocation();
  const { user } = useAuth();
  const visiting = /^\/agent\/farmer\/([^/]+)/.exec(path)?.[1];
  if (visiting) return { farmerId: decodeURIComponent(visiting), paths: agentFarmPaths(visiting) };
  return { farmerId: user?._id ?? '', paths: farmerPaths };
};
