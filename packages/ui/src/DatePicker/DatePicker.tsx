import { getLocalTimeZone, today } from '@internationalized/date';
import { useContext } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarStateContext,
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
  /**
   * The twelve month names, January first, for the calendar's heading ("Nuwamba 2026"): the
   * browser has none for Hausa, Yorùbá or Igbo. Without it the heading is the locale's own.
   */
  monthNames?: readonly string[];
  /**
   * The seven weekday names, Monday first ("Lit", "Tal", …): the calendar's weeks then start on
   * Monday and each column is headed by its name's first letter (its full name for a screen
   * reader). Without it the locale's own letters and first day are used.
   */
  weekdayNames?: readonly string[];
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
  monthNames,
  weekdayNames,
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
          <Calendar className={styles.calendar} firstDayOfWeek={weekdayNames ? 'mon' : undefined}>
            <header className={styles.header}>
              <Button slot="previous" className={iconButton}>
                <span className={styles.flip}>
                  <ChevronLeftIcon />
                </span>
              </Button>
              {monthNames ? (
                <MonthHeading names={monthNames} />
              ) : (
                <Heading className={styles.heading} />
              )}
              <Button slot="next" className={iconButton}>
                <span className={styles.flip}>
                  <ChevronRightIcon />
                </span>
              </Button>
            </header>
            <CalendarGrid className={styles.grid}>
              <WeekdayHeader names={weekdayNames} />
              <CalendarGridBody>
                {(date) => <CalendarCell date={date} className={styles.cell} />}
              </CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </RACDatePicker>
  );
  return dateLocale ? <I18nProvider locale={dateLocale}>{picker}</I18nProvider> : picker;
}

/** "Nuwamba 2026": the shown month in the app's own words (the calendar state's month). */
function MonthHeading({ names }: { names: readonly string[] }) {
  const state = useContext(CalendarStateContext);
  if (!state) return null;
  const { month, year } = state.visibleRange.start;
  return (
    // The calendar's Heading (aria-hidden: the calendar announces month changes), our words.
    <Heading className={styles.heading}>{`${names[month - 1] ?? month} ${year}`}</Heading>
  );
}

/**
 * Monday-first column heads from `names`: each day's first letter, its name on hover (the row
 * is hidden from screen readers: each day's button names its weekday). Without names, the
 * locale's own letters.
 */
function WeekdayHeader({ names }: { names: readonly string[] | undefined }) {
  // Weeks start on Monday (`firstDayOfWeek`), so the n-th head is the n-th name.
  let column = 0;
  return (
    <CalendarGridHeader>
      {(day) => {
        if (!names) return <CalendarHeaderCell>{day}</CalendarHeaderCell>;
        const name = names[column++ % 7] ?? '';
        return (
          <CalendarHeaderCell>
            <abbr title={name} className={styles.abbr}>
              {firstLetter(name)}
            </abbr>
          </CalendarHeaderCell>
        );
      }}
    </CalendarGridHeader>
  );
}

/** "Ì" of "Ìsẹ́gun": the first letter with its tone mark (one grapheme), as CLDR's narrow day. */
const firstLetter = (name: string) =>
  [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(name.normalize('NFC'))][0]
    ?.segment ?? '';
