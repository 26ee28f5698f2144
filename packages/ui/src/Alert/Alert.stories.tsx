import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Alert, type AlertVariant } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: {
    title: 'HTTPS Required',
    children: 'Microphone access requires HTTPS.',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Info is polite (`role="status"`) and shows its icon and title. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('data-variant', 'info');
    await expect(status).toHaveTextContent('HTTPS Required');
    await expect(status.querySelector('[data-icon="Info"]')).not.toBeNull();
  },
};

const variants: AlertVariant[] = ['info', 'success', 'warning', 'danger'];

/** Every variant: warning and danger interrupt (`role="alert"`); each has its own icon. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 480 }}>
      {variants.map((variant) => (
        <Alert key={variant} {...args} variant={variant} title={`${variant} message`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    const icons = [...canvasElement.querySelectorAll('[data-icon]')].map((icon) =>
      icon.getAttribute('data-icon'),
    );
    await expect(icons).toEqual(['Info', 'Success', 'Warning', 'Danger']);
  },
};

/** An action slot, e.g. a retry button. */
export const WithAction: Story = {
  args: {
    variant: 'danger',
    title: 'Could not load your pens',
    children: 'Check your connection.',
    action: (
      <Button size="sm" variant="secondary" onPress={fn()}>
        Retry
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  },
};
