import type { MarketplaceRequest } from '@kiwo/api-client';
import type { Role } from '@kiwo/domain';
import { Badge, Button, Card, Link, Stack, TextField } from '@kiwo/ui';
import { type FormEvent, useState } from 'react';
import { useAnswerRequest, useDeleteRequest, useUpdateRequest } from '../../data/marketplace';
import { useAreaI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText } from '../auth/errors';
import { timeAgo } from '../farm/days';
import { telLink } from './helpers';
import * as styles from './marketplace.css';

/** One buy/sell request: its answers; close/delete for the owner, an answer box for others. */
export function RequestCard({ request: r, role }: { request: MarketplaceRequest; role: Role }) {
  const { t, locale } = useAreaI18n('marketplace');
  const m = t.marketplace;
  const answer = useAnswerRequest();
  const update = useUpdateRequest();
  const remove = useDeleteRequest();
  const [text, setText] = useState('');

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast({ title: done, variant: 'success' });
      return true;
    } catch (error) {
      toast({
        title: m.failed(),
        description: apiErrorText(error, t, locale, m.failed()),
        variant: 'destructive',
      });
      return false;
    }
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '' || answer.isMutating) return;
    const body = { message: text.trim() };
    if (await run(() => answer.trigger({ id: r.id, body }), m.answerSent({ name: r.agentName }))) {
      setText('');
    }
  };

  const title = `${r.transactionType === 'buy' ? m.buy() : m.sell()}: ${r.productName}`;
  return (
    <Card
      as="article"
      title={title}
      actions={
        <div className={styles.badges}>
          <Badge variant="neutral">{m.category[r.productType]()}</Badge>
          {r.status === 'closed' && <Badge variant="warning">{m.status.closed()}</Badge>}
        </div>
      }
      footer={
        r.isMine ? (
          <div className={styles.actions}>
            {r.status === 'active' && (
              <Button
                variant="secondary"
                isPending={update.isMutating}
                onPress={() =>
                  void run(
                    () => update.trigger({ id: r.id, body: { status: 'closed' } }),
                    m.requestClosed(),
                  )
                }
              >
                {m.closeRequest()}
              </Button>
            )}
            <Button
              variant="destructive"
              isPending={remove.isMutating}
              onPress={() => void run(() => remove.trigger(r.id), m.requestDeleted())}
            >
              {m.deleteRequest()}
            </Button>
          </div>
        ) : role !== 'admin' && r.status === 'active' ? (
          <form onSubmit={send} className={styles.actions}>
            <TextField label={m.answerLabel()} value={text} onChange={setText} />
            <Button type="submit" isDisabled={answer.isMutating || text.trim() === ''}>
              {m.sendAnswer()}
            </Button>
          </form>
        ) : undefined
      }
    >
      <Stack gap="xs">
        {r.brand && <p className={styles.text}>{r.brand}</p>}
        {r.description && <p className={styles.text}>{r.description}</p>}
        <p className={styles.muted}>
          {m.requestBy({ name: r.agentName, when: timeAgo(r.createdAt, t) })}
        </p>
        {(r.isMine || r.answers.length > 0) && (
          <section aria-label={m.answersTitle({ count: r.answerCount })}>
            <p className={styles.muted}>{m.answersTitle({ count: r.answerCount })}</p>
            {r.answers.length === 0 && <p className={styles.muted}>{m.noAnswers()}</p>}
            <ul className={styles.list}>
              {r.answers.map((a) => (
                <li key={a._id}>
                  <p className={styles.text}>
                    <strong>{`${a.responder.firstName} ${a.responder.lastName}`}</strong>:{' '}
                    {a.message}
                  </p>
                  {r.isMine && <Link href={telLink(a.responder.phone)}>{a.responder.phone}</Link>}
                </li>
              ))}
            </ul>
          </section>
        )}
      </Stack>
    </Card>
  );
}
