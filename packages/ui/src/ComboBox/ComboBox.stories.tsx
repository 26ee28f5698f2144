import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox } from './ComboBox';

// The 36 states and the FCT (place names, not UI text).
const states = (
  'Abia,Adamawa,Akwa Ibom,Anambra,Bauchi,Bayelsa,Benue,Borno,Cross River,Delta,Ebonyi,Edo,' +
  'Ekiti,Enugu,FCT,Gombe,Imo,Jigawa,Kaduna,Kano,Katsina,Kebbi,Kogi,Kwara,Lagos,Nasarawa,' +
  'Niger,Ogun,Ondo,Osun,Oyo,Plateau,Rivers,Sokoto,Taraba,Yobe,Zamfara'
)
  .split(',')
  .map((name) => ({ id: name.toLowerCase().replace(/\s+/g, '-'), label: name }));

const meta = {
  title: 'Forms/ComboBox',
  component: ComboBox,
  args: {
    label: 'State',
    items: states,
    buttonLabel: 'Show states',
    emptyMessage: 'No state matches',
    onSelectionChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing filters the 37 options down to the matches; a tap chooses one. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'State' });
    await userEvent.type(input, 'ka');
    const listbox = await screen.findByRole('listbox');
    const names = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(names).toEqual(['Kaduna', 'Kano', 'Katsina']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Kano' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('kano');
    await expect(input).toHaveValue('Kano');
  },
};

/** Keyboard: type, ArrowDown into the list, Enter chooses, Escape closes. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'State' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('o');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    await expect(input).toHaveValue('Borno');
    await userEvent.clear(input);
    await userEvent.keyboard('la');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** Nothing matches: the list says so (text from `emptyMessage`). */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'State' });
    await userEvent.type(input, 'xyz');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByText('No state matches')).toBeVisible();
    // react-aria keeps the empty state inside the listbox so screen readers reach it.
    await expect(within(listbox).queryByRole('option', { name: 'Kano' })).not.toBeInTheDocument();
  },
};

/** The button (named by `buttonLabel`) opens the full list for touch users. */
export const ShowAll: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Show states/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(37);
  },
};

/** Error and description are wired to the input. */
export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    description: 'Where the farm is.',
    errorMessage: 'Choose your state.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'State' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Choose your state.'));
  },
};
