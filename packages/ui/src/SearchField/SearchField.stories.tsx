import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  args: {
    label: 'Search farmers',
    clearLabel: 'Clear search',
    placeholder: 'Name or phone',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing reports changes; Enter submits the query. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search farmers' });
    await userEvent.type(input, 'Musa{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('Musa');
    await expect(args.onSubmit).toHaveBeenCalledWith('Musa');
  },
};

/** The clear button (named by `clearLabel`) empties the box; Escape does too. */
export const Clear: Story = {
  args: { defaultValue: 'Ade' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search farmers' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'Ngozi');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

/** A hidden label still names the search box for screen readers. */
export const HiddenLabel: Story = {
  args: { isLabelHidden: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search farmers' })).toBeVisible();
    await expect(canvas.getByText('Search farmers').getBoundingClientRect().width).toBeLessThan(2);
  },
};
