import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Animal type', onChange: fn(), children: null },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="poultry">Poultry</Radio>
      <Radio value="goat">Goat</Radio>
      <Radio value="cattle">Cattle</Radio>
      <Radio value="fish" isDisabled>
        Fish
      </Radio>
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The group is named by its label; a tap chooses an option. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Animal type' })).toBeVisible();
    await userEvent.click(canvas.getByText('Goat'));
    await expect(canvas.getByRole('radio', { name: 'Goat' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('goat');
  },
};

/** Tab enters the group; arrows move and choose, skipping disabled options. */
export const Keyboard: Story = {
  args: { defaultValue: 'goat' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Goat' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Cattle' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    // Fish is disabled, so focus wraps to the first option.
    await expect(canvas.getByRole('radio', { name: 'Poultry' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('poultry');
  },
};

/** Required with an error: the group is described by the error. */
export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    description: 'What lives in this pen.',
    errorMessage: 'Choose an animal type.',
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Animal type' });
    await expect(group).toHaveAccessibleDescription(
      expect.stringContaining('Choose an animal type.'),
    );
    await expect(group).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Horizontal layout wraps on a narrow phone; each row stays 44 px tall. */
export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const poultry = canvas.getByRole('radio', { name: 'Poultry' }).closest('label') as HTMLElement;
    const goat = canvas.getByRole('radio', { name: 'Goat' }).closest('label') as HTMLElement;
    await expect(poultry.getBoundingClientRect().top).toBe(goat.getBoundingClientRect().top);
    await expect(poultry.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
