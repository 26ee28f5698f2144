import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn(), children: null },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Report sections">
        <Tab id="feed">Feed</Tab>
        <Tab id="weight">Weight</Tab>
        <Tab id="mortality">Mortality</Tab>
        <Tab id="sales" isDisabled>
          Sales
        </Tab>
      </TabList>
      <TabPanel id="feed">Feed used this week.</TabPanel>
      <TabPanel id="weight">Average weight by week.</TabPanel>
      <TabPanel id="mortality">Birds lost this week.</TabPanel>
      <TabPanel id="sales">Sales.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab is selected; a tap switches the panel. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Report sections' })).toBeVisible();
    // react-aria fills the tab collection and selects the first tab right after mounting.
    const feed = await canvas.findByRole('tab', { name: 'Feed' });
    await waitFor(() => expect(feed).toHaveAttribute('aria-selected', 'true'));
    await userEvent.click(canvas.getByRole('tab', { name: 'Weight' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Average weight by week.');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('weight');
  },
};

/** Arrow keys move and select, skipping disabled tabs; Tab moves into the panel. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const feed = await canvas.findByRole('tab', { name: 'Feed' });
    await userEvent.tab();
    await expect(feed).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Mortality' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Birds lost this week.');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Feed' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};
