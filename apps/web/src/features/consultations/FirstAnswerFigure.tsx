import { useFirstAnswer } from '../../data/consultations';
import { useConsoleI18n } from '../../stores/locale';

/**
 * How long the team takes to answer (ADR 0061): the median time from a request to its first
 * staff message over the last 30 days, and how many requests still wait for one.
 */
export function FirstAnswerFigure() {
  const { t } = useConsoleI18n();
  const f = t.admin.firstAnswer;
  const { data } = useFirstAnswer();
  if (!data) return null;
  const minutes = Math.round((data.medianSeconds ?? 0) / 60);
  const time =
    minutes >= 60
      ? f.hours({ hours: Math.floor(minutes / 60), minutes: minutes % 60 })
      : f.minutes({ minutes });
  return (
    <p>
      {data.medianSeconds === null ? f.none() : f.median({ time })}{' '}
      {data.waiting > 0 && f.waiting({ count: data.waiting })}
    </p>
  );
}
