import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckIcon } from '../Icon';
import { Badge, type BadgeVariant } from './Badge';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { children: 'Pending' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['neutral', 'success', 'warning', 'danger', 'info'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Neutral by default. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pending')).toHaveAttribute(
      'data-variant',
      'neutral',
    );
  },
};

const labels: Record<BadgeVariant, string> = {
  neutral: 'Draft',
  success: 'Connected',
  warning: 'Low feed',
  danger: 'Disconnected',
  info: 'New',
};

/** Every variant, each with its own words (axe checks the contrast in both themes). */
export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {(Object.keys(labels) as BadgeVariant[]).map((variant) => (
        <Badge
          key={variant}
          variant={variant}
          icon={variant === 'success' && <CheckIcon size="sm" />}
        >
          {labels[variant]}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [variant, label] of Object.entries(labels)) {
      await expect(canvas.getByText(label)).toHaveAttribute('data-variant', variant);
    }
  },
};
