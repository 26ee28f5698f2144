import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Farm name', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing updates the value and reports every change through `onChange`. */
export const Default: Story = {
  args: { placeholder: 'e.g. Sunrise Poultry' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Farm name' });
    await userEvent.type(input, 'Kano Farm');
    await expect(input).toHaveValue('Kano Farm');
    await expect(args.onChange).toHaveBeenLastCalledWith('Kano Farm');
  },
};

/** The description is the input's accessible description. */
export const WithDescription: Story = {
  args: { description: 'As written on your registration papers.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Farm name' });
    await expect(input).toHaveAccessibleDescription('As written on your registration papers.');
  },
};

/** An invalid field exposes `aria-invalid` and its error through `aria-describedby`. */
export const Invalid: Story = {
  args: {
    description: 'As written on your registration papers.',
    isInvalid: true,
    errorMessage: 'Enter the farm name.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Farm name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Enter the farm name.'),
    );
  },
};

/** Live validation: the error appears while the value is wrong and goes once it is fixed. */
export const Validation: Story = {
  args: {
    label: 'Phone number',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    isRequired: true,
    validationBehavior: 'aria',
    validate: (value) => (/^0\d{10}$/.test(value) ? null : 'Enter 11 digits, starting with 0.'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('inputmode', 'tel');
    await expect(input).toHaveAttribute('autocomplete', 'tel');
    await expect(input).toBeRequired();
    await userEvent.type(input, '0803');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter 11 digits, starting with 0.');
    await userEvent.type(input, '1234567');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Enter 11 digits, starting with 0.')).not.toBeInTheDocument();
  },
};

/** A disabled field cannot be focused or typed into. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Sunrise Poultry' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Farm name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Sunrise Poultry');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
