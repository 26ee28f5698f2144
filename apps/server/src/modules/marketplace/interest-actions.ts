import { eq } from 'drizzle-orm';
import { marketplaceListings } from '../../db/schema';
import { homeOf, notify, onNotificationAction } from '../notifications';
import { createUsersRepository } from '../users';

const ANSWER_SENT = 'Your answer was sent';

/**
 * The seller's answer to "I'm interested" (the notification's accept / decline actions): the
 * interested person gets a notification back, in the same transaction as the answer.
 */
onNotificationAction(
  'marketplace_interest',
  async ({ tx, user, notification, action, response }) => {
    const { listingId, userId } = notification.context;
    if (!userId) return ANSWER_SENT;
    const buyer = await createUsersRepository(tx).findById(userId);
    if (!buyer) return 'That person no longer has an account';
    const [listing] = listingId
      ? await tx.select().from(marketplaceListings).where(eq(marketplaceListings.id, listingId))
      : [];
    const title = listing?.title ?? notification.params.listing ?? 'your listing';
    const phone = listing?.contactPhone ?? user.phone;
    const name = `${user.firstName} ${user.lastName}`;
    const accepted = action === 'accept';
    const note = response ? ` They wrote: “${response}”` : '';
    await notify(tx, buyer.id, {
      type: 'marketplace_interest_reply',
      title: accepted ? 'The seller accepted your interest' : 'The seller declined your interest',
      body: accepted
        ? `${name} accepted your interest in “${title}”. Call them on ${phone}.${note}`
        : `${name} cannot take your offer on “${title}” now.${note}`,
      params: {
        name,
        listing: title,
        phone,
        answer: accepted ? 'accepted' : 'declined',
        ...(response ? { message: response } : {}),
      },
      priority: accepted ? 'high' : 'low',
      link: `${homeOf(buyer.role)}/marketplace`,
      dedupeKey: `interest-reply:${notification.id}`,
    });
    return ANSWER_SENT;
  },
);
