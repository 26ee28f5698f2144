import { Button, Stack, TextAreaField } from '@kiwo/ui';
import { useState } from 'react';
import { useAnswerConsultation } from '../../data/consultations';
import { useI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText } from '../auth/errors';

/** The answer box of an admin or of the agent a request is assigned to (ADR 0055). */
export function AnswerForm({ id }: { id: string }) {
  const { t, locale } = useI18n();
  const k = t.consultations;
  const [answer, setAnswer] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useAnswerConsultation();
  return (
    <Stack gap="sm">
      <TextAreaField
        label={k.answer()}
        value={answer}
        onChange={(value) => {
          setAnswer(value);
          if (value.trim()) setMissing(false);
        }}
        rows={5}
        isInvalid={missing}
        errorMessage={k.answerError()}
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
            await send.trigger({ id, answer: answer.trim() });
            toast({ title: k.answerSent(), variant: 'success' });
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
        {k.sendAnswer()}
      </Button>
    </Stack>
  );
}
