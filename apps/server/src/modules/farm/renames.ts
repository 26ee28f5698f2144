import type { RecordChannel } from '@kiwo/domain';
import type { Transaction } from '../../db/client';
import { sectionChanges } from '../../db/schema';
import type { UserRow } from '../users';
import type { SectionRow } from './present';

/** How the web sent a change: the form itself, or the offline outbox later (ADR 0026). */
export type SetupChannel = 'web' | 'offline';

/**
 * The channel a change is stored under: an extension agent's web or offline change is `agent`
 * (ADR 0026); event channels (USSD, SMS, WhatsApp, voice) keep their own name whoever reports
 * through them. The one home of this rule for records, setup changes and stock.
 */
export const channelOf = (actor: UserRow, channel: RecordChannel): RecordChannel =>
  actor.role === 'agent' && (channel === 'web' || channel === 'offline') ? 'agent' : channel;

/** What a rename renamed: the section itself, its batch or its pen. */
type RenameKind = 'rename' | 'batch_rename' | 'pen_rename';

/**
 * A rename kept in the history of every section the name covers (ADR 0045): who, role, channel,
 * old → new name, the count as it was (unchanged). Nothing when the name did not change.
 */
export async function writeRenames(
  tx: Transaction,
  actor: UserRow,
  channel: SetupChannel,
  rename: {
    kind: RenameKind;
    sections: readonly Pick<SectionRow, 'id' | 'farmerId' | 'count'>[];
    before: string;
    after: string;
  },
) {
  if (rename.before === rename.after || rename.sections.length === 0) return;
  await tx.insert(sectionChanges).values(
    rename.sections.map((section) => ({
      sectionId: section.id,
      farmerId: section.farmerId,
      kind: rename.kind,
      actorId: actor.id,
      actorRole: actor.role,
      channel: channelOf(actor, channel),
      countBefore: section.count,
      countAfter: section.count,
      nameBefore: rename.before,
      nameAfter: rename.after,
    })),
  );
}
