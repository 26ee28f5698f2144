import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { children: 'Vaccinated this week', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tap on the label toggles the box and reports the new state. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Vaccinated this week' });
    await userEvent.click(within(canvasElement).getByText('Vaccinated this week'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

/** Tab focuses (focus ring shown); Space toggles. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Vaccinated this week' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(checkbox.closest('label')).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** "Some selected" state for a select-all box. */
export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'All pens' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'All pens' });
    await expect(checkbox).toBePartiallyChecked();
  },
};

/** Description and error are read with the checkbox. */
export const Invalid: Story = {
  args: {
    children: 'I accept the terms',
    description: 'You can read them on the privacy page.',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Accept the terms to continue.',
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'I accept the terms' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription(
      'You can read them on the privacy page. Accept the terms to continue.',
    );
  },
};

/** The whole row is at least 44 px tall; disabled ignores taps. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Vaccinated this week' });
    const row = checkbox.closest('label') as HTMLElement;
    await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(checkbox).toBeDisabled();
    await userEvent.click(row, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
