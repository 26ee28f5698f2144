import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge';
import { DescriptionList } from './DescriptionList';

const meta = {
  title: 'Components/DescriptionList',
  component: DescriptionList,
  args: {
    items: [
      { id: 'phone', term: 'Phone number', description: '+234 803 000 0001' },
      { id: 'state', term: 'State', description: 'Kaduna' },
      { id: 'farm', term: 'Farm name', description: 'Bello Poultry' },
      { id: 'status', term: 'Account', description: <Badge variant="success">Active</Badge> },
    ],
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each term is paired with its value in a description list, in order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getAllByRole('term');
    const values = canvas.getAllByRole('definition');
    await expect(terms.map((t) => t.textContent)).toEqual([
      'Phone number',
      'State',
      'Farm name',
      'Account',
    ]);
    await expect(values[1]).toHaveTextContent('Kaduna');
    await expect(values[3]).toHaveTextContent('Active');
  },
};

/** Stacked: one pair under the other whatever the width. */
export const Stacked: Story = {
  args: { layout: 'stacked' },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl');
    await expect(list).toHaveAttribute('data-layout', 'stacked');
    const [first, second] = within(canvasElement).getAllByRole('term');
    const top = (el: HTMLElement | undefined) => el?.getBoundingClientRect().top ?? 0;
    await expect(top(second)).toBeGreaterThan(top(first));
  },
};
