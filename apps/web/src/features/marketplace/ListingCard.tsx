import type { Listing } from '@kiwo/api-client';
import type { Role } from '@kiwo/domain';
import { formatNaira } from '@kiwo/i18n';
import { Badge, Button, Card, ConfirmDialog, Link, Stack } from '@kiwo/ui';
import { useState } from 'react';
import { useDeleteListing, useInterest, useUpdateListing } from '../../data/marketplace';
import { useAreaI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText } from '../auth/errors';
import { timeAgo } from '../farm/days';
import { sellerName, telLink, whatsAppTo } from './helpers';
import * as styles from './marketplace.css';

interface ListingCardProps {
  listing: Listing;
  role: Role;
  onEdit: (listing: Listing) => void;
}

/**
 * One listing: price, quantity, place, seller; call and WhatsApp links; "I'm interested" for
 * others' listings, edit / close / delete for one's own (admins moderate on /admin/marketplace).
 */
export function ListingCard({ listing: l, role, onEdit }: ListingCardProps) {
  const { t, locale } = useAreaI18n('marketplace');
  const interest = useInterest();
  const update = useUpdateListing();
  const remove = useDeleteListing();
  const [confirming, setConfirming] = useState(false);
  const name = sellerName(l);
  const m = t.marketplace;

  const run = async (work: () => Promise<unknown>, done: string, failed: string = m.failed()) => {
    try {
      await work();
      toast({ title: done, variant: 'success' });
    } catch (error) {
      toast({
        title: failed,
        description: apiErrorText(error, t, locale, failed),
        variant: 'destructive',
      });
      throw error;
    }
  };
  const quiet = (work: () => Promise<unknown>, done: string, failed?: string) =>
    void run(work, done, failed).catch(() => {});

  const canTrade = !l.isMine && role !== 'admin' && l.status === 'active';
  return (
    <Card
      as="article"
      title={l.title}
      actions={
        <div className={styles.badges}>
          <Badge variant={l.transactionType === 'sell' ? 'success' : 'info'}>
            {l.transactionType === 'sell' ? m.sell() : m.buy()}
          </Badge>
          {l.status !== 'active' && <Badge variant="warning">{m.status[l.status]()}</Badge>}
        </div>
      }
      footer={
        <div className={styles.actions}>
          {!l.isMine && (
            <>
              <Link variant="secondary" href={telLink(l.contactPhone)}>
                {m.callSeller({ name })}
              </Link>
              <Link
                variant="secondary"
                href={whatsAppTo(l.contactPhone, m.whatsappGreeting({ name, title: l.title }))}
                target="_blank"
                rel="noopener noreferrer"
              >
                {m.whatsappSeller({ name })}
              </Link>
            </>
          )}
          {canTrade && (
            <Button
              isDisabled={l.interested || interest.isMutating}
              onPress={() =>
                quiet(() => interest.trigger(l._id), m.interestSent(), m.interestFailed())
              }
            >
              {l.interested ? m.alreadyInterested() : m.interested()}
            </Button>
          )}
          {l.isMine && (
            <>
              <Button variant="secondary" onPress={() => onEdit(l)}>
                {m.editListing()}
              </Button>
              {l.status !== 'hidden' && (
                <Button
                  variant="secondary"
                  isDisabled={update.isMutating}
                  onPress={() => {
                    const closing = l.status === 'active';
                    quiet(
                      () =>
                        update.trigger({
                          id: l._id,
                          body: { status: closing ? 'closed' : 'active' },
                        }),
                      closing ? m.closed() : m.reopened(),
                    );
                  }}
                >
                  {l.status === 'active' ? m.closeListing() : m.reopen()}
                </Button>
              )}
              <Button variant="destructive" onPress={() => setConfirming(true)}>
                {m.deleteListing()}
              </Button>
              <ConfirmDialog
                isOpen={confirming}
                onOpenChange={setConfirming}
                title={m.deleteTitle()}
                confirmLabel={m.deleteListing()}
                cancelLabel={m.cancel()}
                variant="destructive"
                onConfirm={() => run(() => remove.trigger(l._id), m.deleted())}
              >
                {m.deleteBody()}
              </ConfirmDialog>
            </>
          )}
        </div>
      }
    >
      <Stack gap="xs">
        <p className={styles.price}>{m.priceEach({ price: formatNaira(l.price) })}</p>
        <p className={styles.text}>
          {l.transactionType === 'sell'
            ? m.quantity({ quantity: l.quantity, unit: l.unit })
            : m.wanted({ quantity: l.quantity, unit: l.unit })}
          {' · '}
          {m.location({ state: l.location })}
          {' · '}
          {m.category[l.category]()}
        </p>
        {l.negotiable && <p className={styles.muted}>{m.negotiable()}</p>}
        {l.description && <p className={styles.text}>{l.description}</p>}
        <p className={styles.muted}>
          {m.postedBy({ name, when: timeAgo(l.createdAt, t) })} · {l.contactPhone}
          {l.isMine && l.interestCount > 0
            ? ` · ${m.interestedCount({ count: l.interestCount })}`
            : ''}
        </p>
      </Stack>
    </Card>
  );
}
