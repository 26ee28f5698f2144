import type { KiwoModule } from '../types';
import { reportsRoutes } from './routes';

export type { ReportFiledHook } from './hooks';
export { onReportFiled } from './hooks';
export { createReportsService } from './service';

/** Spec §3 Reports filed by extension agents about their farmers (ADR 0004). */
export const reportsModule: KiwoModule = { name: 'reports', base: 'api', routes: reportsRoutes };
