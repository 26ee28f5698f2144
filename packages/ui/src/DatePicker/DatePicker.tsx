import { getLocalTimeZone, today } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateSegment,
  type DateValue,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  DatePicker as RACDatePicker,
  type DatePickerProps as RACDatePickerProps,
  useLocale,
} from 'react-aria-components';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../Icon';
import { FieldHelp, type FieldTextProps } from '../shared/FieldHelp';
import * as fieldStyles from '../shared/field.css';
import * as popoverStyles from '../shared/popover.css';
import { iconButton } from '../shared/styles.css';
import * as styles from './DatePicker.css';

/** Props of {@link DatePicker}. */
export interface DatePickerProps<T extends DateValue = DateValue>
  extends FieldTextProps,
    Omit<RACDatePickerProps<T>, 'className' | 'style' | 'render' | 'children'> {
  /**
   * Refuses dates after today (in the device's time zone): a daily record cannot be for
   * tomorrow. Combined with `maxValue`, the earlier limit wins.
   * @default false
   */
  disallowFuture?: boolean;
  /** Accessible name of the calendar button; react-aria's localized "Calendar" when omitted. */
  calendarLabel?: string;
  /**
   * The locale whose day order and month names the boxes and calendar follow when the browser
   * has no date data for the current one (Chromium has none for Hausa, Yorùbá or Igbo and
   * would fall back to US month/day/year), e.g. "en-NG" for 26/11/2026. Without it, or when
   * the browser knows the locale, the I18nProvider's locale is used.
   */
  fallbackLocale?: string;
}

/**
 * A date field with a calendar pop-up: RAC `DatePicker`. Segments (day, month, year) follow the
 * `I18nProvider` locale (en-NG: dd/mm/yyyy) and are typed or stepped with the arrow keys; the
 * button opens a keyboard-navigable calendar. Dates outside `minValue`/`maxValue` are refused.
 */
export function DatePicker<T extends DateValue = DateValue>({
  label,
  description,
  errorMessage,
  disallowFuture = false,
  calendarLabel,
  fallbackLocale,
  maxValue,
  ...props
}: DatePickerProps<T>) {
  const { locale } = useLocale();
  const dateLocale =
    fallbackLocale && Intl.DateTimeFormat.supportedLocalesOf([locale]).length === 0
      ? fallbackLocale
      : undefined;
  const todayDate = disallowFuture ? today(getLocalTimeZone()) : undefined;
  const max = todayDate && (!maxValue || todayDate.compare(maxValue) < 0) ? todayDate : maxValue;
  const picker = (
    <RACDatePicker<T> {...props} maxValue={max} className={fieldStyles.field}>
      <Label className={fieldStyles.label}>{label}</Label>
      <Group className={fieldStyles.group}>
        <DateInput className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button className={iconButton} aria-label={calendarLabel}>
          <CalendarIcon />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={popoverStyles.popover} offset={4}>
        <Dialog className={styles.dialog}>
          <Calendar className={styles.calendar}>
            <header className={styles.header}>
              <Button slot="previous" className={iconButton}>
                <span className={styles.flip}>
                  <ChevronLeftIcon />
                </span>
              </Button>
              <Heading className={styles.heading} />
              <Button slot="next" className={iconButton}>
                <span className={styles.flip}>
                  <ChevronRightIcon />
                </span>
              </Button>
            </header>
            <CalendarGrid className={styles.grid}>
              {(date) => <CalendarCell date={date} className={styles.cell} />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </RACDatePicker>
  );
  return dateLocale ? <I18nProvider locale={dateLocale}>{picker}</I18nProvider> : picker;
}
