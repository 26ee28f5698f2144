import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, type ButtonSize, type ButtonVariant } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Save record', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'destructive'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pointer press calls `onPress` once. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Save record' });
    await expect(button).toHaveAttribute('data-variant', 'primary');
    await expect(button).toHaveAttribute('data-size', 'md');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Tab shows the focus ring; Enter and Space each press the button. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save record' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

const variants: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'destructive'];
const variantLabels: Record<ButtonVariant, string> = {
  primary: 'Add batch',
  secondary: 'Export CSV',
  ghost: 'Cancel',
  destructive: 'Delete pen',
};

/** Every variant, each reflected as `data-variant`. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variantLabels[variant]}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const variant of variants) {
      await expect(canvas.getByRole('button', { name: variantLabels[variant] })).toHaveAttribute(
        'data-variant',
        variant,
      );
    }
  },
};

const sizes: ButtonSize[] = ['sm', 'md', 'lg'];

/** Every size keeps at least a 44 × 44 px touch target. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {sizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size.toUpperCase()}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const size of sizes) {
      const button = canvas.getByRole('button', { name: size.toUpperCase() });
      await expect(button).toHaveAttribute('data-size', size);
      const { width, height } = button.getBoundingClientRect();
      await expect(height).toBeGreaterThanOrEqual(44);
      await expect(width).toBeGreaterThanOrEqual(44);
    }
  },
};

/** A disabled button is skipped by Tab and ignores presses. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save record' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('data-disabled');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** While pending the button keeps focus, shows a labelled spinner and ignores presses. */
export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Saving' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Save record/ });
    await expect(button).toHaveAttribute('data-pending');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
