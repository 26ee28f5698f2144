import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextAreaField } from './TextAreaField';

const meta = {
  title: 'Components/TextAreaField',
  component: TextAreaField,
  args: { label: 'Describe the problem', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A multi-line textbox: Enter starts a new line and every change is reported. */
export const Default: Story = {
  args: { placeholder: 'What do you see, since when, how many animals?' },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Describe the problem' });
    await expect(box.tagName).toBe('TEXTAREA');
    await expect(box).toHaveAttribute('rows', '4');
    await userEvent.type(box, 'Birds coughing{Enter}Two died');
    await expect(box).toHaveValue('Birds coughing\nTwo died');
    await expect(args.onChange).toHaveBeenLastCalledWith('Birds coughing\nTwo died');
  },
};

/** Required and invalid: the error is the textbox's accessible description. */
export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    description: 'At least 10 characters.',
    errorMessage: 'Describe the problem in at least 10 characters.',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Describe the problem' });
    await expect(box).toBeRequired();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(
      expect.stringContaining('Describe the problem in at least 10 characters.'),
    );
  },
};

/** `maxLength` stops typing at the limit; `rows` sets the height. */
export const Limited: Story = {
  args: { label: 'Answer', maxLength: 12, rows: 6 },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Answer' });
    await expect(box).toHaveAttribute('rows', '6');
    await userEvent.type(box, 'Give clean water daily');
    await expect(box).toHaveValue('Give clean w');
  },
};
