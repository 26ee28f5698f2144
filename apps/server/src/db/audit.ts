import type { Database } from './client';
import { type AdminAction, adminAuditLog } from './schema';

export interface AuditEntry {
  adminId: string;
  action: AdminAction;
  /** The person the action was about (suspended user, seller, asker). */
  userId?: string | null;
  targetId?: string | null;
  reason?: string | null | undefined;
  details?: Record<string, string | number>;
}

/** Records an admin action; call it inside the transaction that made the change. */
export async function audit(db: Database, entry: AuditEntry) {
  await db.insert(adminAuditLog).values({
    adminId: entry.adminId,
    action: entry.action,
    userId: entry.userId ?? null,
    targetId: entry.targetId ?? null,
    reason: entry.reason ?? null,
    details: entry.details ?? {},
  });
}
