import type { Transaction } from '../../db/client';
import type { UserRow } from '../users';
import type { NotificationRow } from './notify';

interface ActionContext {
  /** The transaction that also records the answer: a failing handler changes nothing. */
  tx: Transaction;
  user: UserRow;
  notification: NotificationRow;
  action: string;
  response: string | undefined;
}

/** Does what the chosen action means; returns the message for the toast (spec §8). */
export type ActionHandler = (context: ActionContext) => Promise<string>;

/**
 * What each notification type's actions do. Areas register their own handler (the marketplace
 * answers "I'm interested"), so this module imports none of them.
 */
const handlers = new Map<string, ActionHandler>();

export function onNotificationAction(type: string, handler: ActionHandler) {
  handlers.set(type, handler);
}

export const actionHandlerFor = (type: string) => handlers.get(type);
