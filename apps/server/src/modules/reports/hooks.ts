import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { ReportRow } from './repository';

export interface ReportFiledContext {
  db: Database;
  log: FastifyBaseLogger;
}

/** Runs after a report is saved (its transaction has committed). */
export type ReportFiledHook = (report: ReportRow, context: ReportFiledContext) => Promise<void>;

/**
 * What else happens when an agent files a report. Empty for now; notifications (a later issue)
 * add themselves here with `onReportFiled`, so the reports module does not import them.
 */
const hooks: ReportFiledHook[] = [];

/** Adds a hook; returns a function that removes it again. */
export function onReportFiled(hook: ReportFiledHook): () => void {
  hooks.push(hook);
  return () => {
    const at = hooks.indexOf(hook);
    if (at >= 0) hooks.splice(at, 1);
  };
}

/**
 * Runs every hook in order. The report is already saved, so a failing hook is logged and the
 * request still succeeds.
 */
export async function runReportFiledHooks(report: ReportRow, context: ReportFiledContext) {
  for (const hook of [...hooks]) {
    try {
      await hook(report, context);
    } catch (err) {
      context.log.error({ err, reportId: report.id }, 'onReportFiled hook failed');
    }
  }
}
