import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    title: 'Pen A',
    children: <p>250 broilers, week 4.</p>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled surface (level-3 heading by default). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Pen A' })).toBeVisible();
    await expect(canvas.getByText('250 broilers, week 4.')).toBeVisible();
  },
};

/** As a section the card is a region named by its title; actions and footer slots. */
export const Section: Story = {
  args: {
    as: 'section',
    headingLevel: 2,
    actions: (
      <Button size="sm" variant="ghost">
        View all
      </Button>
    ),
    footer: <Button size="sm">Add record</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Pen A' });
    await expect(within(region).getByRole('button', { name: 'View all' })).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'Add record' })).toBeVisible();
  },
};
