import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { children: 'Simple mode', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tap turns the setting on and reports it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Simple mode' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Simple mode'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

/** Tab then Space toggles; the row is a 44 px target. */
export const Keyboard: Story = {
  args: { defaultSelected: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Simple mode' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    const row = toggle.closest('label') as HTMLElement;
    await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** The description is read with the switch. */
export const WithDescription: Story = {
  args: { description: 'Shows only My Farm, Records and Marketplace.' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Simple mode' });
    await expect(toggle).toHaveAccessibleDescription(
      'Shows only My Farm, Records and Marketplace.',
    );
  },
};

/** Disabled: shown but not changeable. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Simple mode' });
    await expect(toggle).toBeDisabled();
    await expect(toggle).toBeChecked();
  },
};
