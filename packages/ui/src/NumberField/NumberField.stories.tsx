import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { label: 'Mortality', minValue: 0, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A whole-number count (numeric keyboard): typing commits on blur; the + and − buttons step
 * and never go below `minValue`.
 */
export const Default: Story = {
  args: { defaultValue: 1, formatOptions: { maximumFractionDigits: 0 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Mortality' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(input).toHaveValue('2');
    const decrease = canvas.getByRole('button', { name: /Decrease/ });
    await userEvent.click(decrease);
    await userEvent.click(decrease);
    await expect(input).toHaveValue('0');
    await expect(decrease).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '7');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(7);
  },
};

/** ArrowUp/ArrowDown step the value from the keyboard. */
export const Keyboard: Story = {
  args: { defaultValue: 5 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Mortality' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    await expect(input).toHaveValue('6');
  },
};

/** A unit suffix from `formatOptions` ("kg"), decimal keyboard, no stepper. */
export const Unit: Story = {
  args: {
    label: 'Average weight',
    showStepper: false,
    defaultValue: 1.8,
    formatOptions: { style: 'unit', unit: 'kilogram', maximumFractionDigits: 2 },
  },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Average weight' });
    await expect(input).toHaveValue('1.8 kg');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.clear(input);
    await userEvent.type(input, '2.25');
    await userEvent.tab();
    await expect(input).toHaveValue('2.25 kg');
    await expect(args.onChange).toHaveBeenLastCalledWith(2.25);
  },
};

/** Naira in the en-NG locale, 0–2 decimals (spec §9). */
export const Currency: Story = {
  args: {
    label: 'Price per bird',
    showStepper: false,
    defaultValue: 1500,
    formatOptions: { style: 'currency', currency: 'NGN', maximumFractionDigits: 2 },
  },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Price per bird' });
    await expect(input).toHaveValue('₦1,500.00');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.clear(input);
    await userEvent.type(input, '2500.5');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(2500.5);
    await expect(input).toHaveValue('₦2,500.50');
  },
};

/** Error and description reach the input. */
export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    description: 'Birds lost today.',
    errorMessage: 'Mortality cannot exceed the birds in the pen.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Mortality' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Mortality cannot exceed'),
    );
  },
};
