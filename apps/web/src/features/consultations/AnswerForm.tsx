import { Button, Stack, TextAreaField } from '@kiwo/ui';
import { useState } from 'react';
import { useAnswerConsultation, useReplyConsultation } from '../../data/consultations';
import { useAreaI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText } from '../auth/errors';

/**
 * The answer box of an admin, of the agent a request is assigned to (ADR 0055) or of a vet; with
 * `asker`, the asker's reply to a follow-up question in the thread (ADR 0061).
 */
export function AnswerForm({ id, asker = false }: { id: string; asker?: boolean }) {
  const { t, locale } = useAreaI18n('consultations');
  const k = t.consultations;
  const [answer, setAnswer] = useState('');
  const [missing, setMissing] = useState(false);
  const answerIt = useAnswerConsultation();
  const replyIt = useReplyConsultation();
  const send = asker ? replyIt : answerIt;
  const words = asker
    ? { label: k.yourReply(), error: k.replyError(), send: k.sendReply(), sent: k.replySent() }
    : { label: k.answer(), error: k.answerError(), send: k.sendAnswer(), sent: k.answerSent() };
  return (
    <Stack gap="sm">
      <TextAreaField
        label={words.label}
        value={answer}
        onChange={(value) => {
          setAnswer(value);
          if (value.trim()) setMissing(false);
        }}
        rows={5}
        isInvalid={missing}
        errorMessage={words.error}
      />
      <Button
        isPending={send.isMutating}
        pendingLabel={t.consultations.saving()}
        onPress={async () => {
          if (!answer.trim()) {
            setMissing(true);
            return;
          }
          try {
            if (asker) await replyIt.trigger({ id, message: answer.trim() });
            else await answerIt.trigger({ id, answer: answer.trim() });
            toast({ title: words.sent, variant: 'success' });
            setAnswer('');
          } catch (e) {
            toast({
              title: k.saveFailed(),
              description: apiErrorText(e, t, locale, k.saveFailed()),
              variant: 'destructive',
            });
          }
        }}
      >
        {words.send}
      </Button>
    </Stack>
  );
}
