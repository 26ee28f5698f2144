import { getLocalTimeZone, parseDate, today } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: { label: 'Record date', onChange: fn(), calendarLabel: 'Open calendar' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Day, month and year segments, in on-screen order. */
function segments(canvasElement: HTMLElement): [HTMLElement, HTMLElement, HTMLElement] {
  return within(canvasElement).getAllByRole('spinbutton') as [
    HTMLElement,
    HTMLElement,
    HTMLElement,
  ];
}

/** en-NG order (day/month/year); the calendar pop-up picks a day. */
export const Default: Story = {
  args: { defaultValue: parseDate('2025-06-15') },
  play: async ({ args, canvasElement }) => {
    const [day, month, year] = segments(canvasElement);
    await expect(day).toHaveAttribute('data-type', 'day');
    await expect(day).toHaveTextContent('15');
    await expect(month).toHaveAttribute('data-type', 'month');
    await expect(year).toHaveTextContent('2025');
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Open calendar/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /20 June 2025/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(String(args.onChange?.mock.lastCall?.[0])).toBe('2025-06-20');
    await expect(day).toHaveTextContent('20');
  },
};

/** Keyboard: arrows change a segment; Alt+ArrowDown opens the calendar; arrows and Enter pick. */
export const Keyboard: Story = {
  args: { defaultValue: parseDate('2025-06-15') },
  play: async ({ args, canvasElement }) => {
    const [day] = segments(canvasElement);
    await userEvent.tab();
    await expect(day).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(day).toHaveTextContent('16');
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /16 June 2025/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(String(args.onChange?.mock.lastCall?.[0])).toBe('2025-06-17');
  },
};

/** `maxValue`: later days are disabled in the calendar and a later typed date is invalid. */
export const MaxValue: Story = {
  args: {
    defaultValue: parseDate('2025-06-10'),
    maxValue: parseDate('2025-06-15'),
    validationBehavior: 'aria',
    errorMessage: 'The record date cannot be in the future.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Open calendar/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /15 June 2025/ })).not.toHaveAttribute(
      'aria-disabled',
    );
    await expect(within(dialog).getByRole('button', { name: /16 June 2025/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [day] = segments(canvasElement);
    await userEvent.click(day);
    await userEvent.keyboard('20');
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(
      within(canvasElement).getByText('The record date cannot be in the future.'),
    ).toBeVisible();
  },
};

/** `disallowFuture`: today is the last choosable day. */
export const DisallowFuture: Story = {
  args: { disallowFuture: true },
  play: async ({ canvasElement }) => {
    const now = today(getLocalTimeZone());
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Open calendar/ }));
    const dialog = await screen.findByRole('dialog');
    const cell = (day: number) =>
      within(dialog)
        .getAllByRole('button')
        .find((button) => button.textContent === String(day) && button.closest('td'));
    await expect(cell(now.day)).not.toHaveAttribute('aria-disabled');
    const tomorrow = now.add({ days: 1 });
    if (tomorrow.month === now.month) {
      await expect(cell(tomorrow.day)).toHaveAttribute('aria-disabled', 'true');
    }
  },
};

/** Description and error are wired to the date group. */
export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    description: 'The day the animals were counted.',
    errorMessage: 'Enter the record date.',
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /Record date/ });
    await expect(group).toHaveAccessibleDescription(
      expect.stringContaining('Enter the record date.'),
    );
  },
};

/**
 * In Hausa on a browser with no Hausa dates (Chromium): the boxes fall back to en-NG order, and
 * the calendar names the month and the weekdays from the app's dictionary (`month`, `week` in
 * packages/i18n), weeks starting on Monday, so a Hausa farmer reads "Nuwamba 2025", not
 * "November 2025".
 */
export const InHausa: Story = {
  args: {
    label: 'Rana',
    calendarLabel: 'Buɗe kalanda',
    defaultValue: parseDate('2025-11-20'),
    fallbackLocale: 'en-NG',
    monthNames: [
      'Janairu',
      'Faburairu',
      'Maris',
      'Afirilu',
      'Mayu',
      'Yuni',
      'Yuli',
      'Agusta',
      'Satumba',
      'Oktoba',
      'Nuwamba',
      'Disamba',
    ],
    weekdayNames: ['Lit', 'Tal', 'Lar', 'Alh', 'Jum', 'Asa', 'Lah'],
  },
  decorators: [
    (Story) => (
      <I18nProvider locale="ha-NG">
        <Story />
      </I18nProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Buɗe kalanda/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText('Nuwamba 2025')).toBeVisible();
    // The head row is hidden from screen readers (each day's button says its weekday).
    const heads = [...dialog.querySelectorAll('th')];
    await expect(heads.map((head) => head.textContent)).toEqual([
      'L',
      'T',
      'L',
      'A',
      'J',
      'A',
      'L',
    ]);
    await expect(heads[0]?.querySelector('abbr')).toHaveAttribute('title', 'Lit');
    // 3 November 2025 was a Monday: its day sits in the first column, under "Lit".
    const third = within(dialog).getByRole('button', { name: 'Monday, 3 November 2025' });
    const cell = third.closest('td');
    await expect(cell?.parentElement?.firstElementChild).toBe(cell);
    // The calendar's own next-month button (the runner found two buttons named "Next").
    const next = dialog.querySelector<HTMLElement>('button[slot="next"]');
    await expect(next).not.toBeNull();
    if (next) await userEvent.click(next);
    await expect(await within(dialog).findByText('Disamba 2025')).toBeVisible();
  },
};
