import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NumberField } from '../NumberField';
import { Stack } from '../Stack';
import { TextField } from '../TextField';
import { FormErrorSummary } from './FormErrorSummary';

const meta = {
  title: 'Forms/FormErrorSummary',
  component: FormErrorSummary,
  args: {
    title: 'Please fix 2 problems',
    errors: [
      { fieldId: 'farm-name', message: 'Enter the farm name.' },
      { fieldId: 'birds', message: 'Enter how many birds are in the pen.' },
    ],
  },
  render: (args) => (
    <Stack gap="lg">
      <FormErrorSummary {...args} />
      <TextField id="farm-name" label="Farm name" isInvalid errorMessage="Enter the farm name." />
      <div style={{ height: 600 }} />
      <NumberField
        id="birds"
        label="Birds in pen"
        isInvalid
        errorMessage="Enter how many birds are in the pen."
      />
    </Stack>
  ),
} satisfies Meta<typeof FormErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The summary is an alert that takes focus; each link moves focus to its field. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(
      within(alert).getByRole('heading', { name: 'Please fix 2 problems' }),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('link', { name: 'Enter how many birds are in the pen.' }),
    );
    await expect(canvas.getByRole('textbox', { name: 'Birds in pen' })).toHaveFocus();
  },
};

/** Keyboard: Tab reaches the first link, Enter focuses the field. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Enter the farm name.' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Farm name' })).toHaveFocus();
  },
};

/** No errors: nothing is rendered. */
export const Empty: Story = {
  args: { errors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};
