import { parseDate } from '@internationalized/date';
import { formatFarmDayIn } from '@kiwo/i18n';
import { DatePicker } from '@kiwo/ui';
import { useI18n } from '../../stores/locale';
import { calendarNames, todayInLagos } from './days';

/** Props of {@link FarmDayPicker}. */
export interface FarmDayPickerProps {
  id: string;
  label: string;
  /** The chosen farm day, `YYYY-MM-DD`. */
  value: string;
  onChange: (day: string) => void;
  isInvalid?: boolean;
  errorMessage?: string;
}

/**
 * A farm day no later than today in Lagos: day, month and year boxes in Nigerian order
 * (26/11/2026) whatever the phone's locale, the calendar's months and weekdays in the reader's
 * language, and the day written out under the boxes, "26 Nuw 2026": browsers have no Hausa,
 * Yorùbá or Igbo dates (ADR 0046). Every farm form's date goes through it, so none can forget
 * the reader's calendar names.
 */
export function FarmDayPicker({
  id,
  label,
  value,
  onChange,
  isInvalid,
  errorMessage,
}: FarmDayPickerProps) {
  const { t } = useI18n();
  return (
    <DatePicker
      id={id}
      label={label}
      calendarLabel={t.farm.openCalendar()}
      fallbackLocale="en-NG"
      {...calendarNames(t)}
      description={formatFarmDayIn(t.farm.months(), value)}
      value={parseDate(value)}
      maxValue={parseDate(todayInLagos())}
      onChange={(day) => day && onChange(day.toString())}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
      validationBehavior="aria"
    />
  );
}
