import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImagePicker, type PickedImage } from './ImagePicker';

// A 1×1 green PNG: a real image the preview can show.
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const labels = {
  label: 'Photo (optional)',
  chooseLabel: 'Add a photo',
  changeLabel: 'Change photo',
  removeLabel: 'Remove photo',
  previewAlt: 'The photo you chose',
  description: 'JPEG, PNG or WebP',
};

const meta = {
  title: 'Forms/ImagePicker',
  component: ImagePicker,
  args: { ...labels, value: null, onSelect: fn(), onRemove: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<PickedImage | null>(args.value);
    return (
      <ImagePicker
        {...args}
        value={value}
        onSelect={(file) => {
          args.onSelect(file);
          setValue({ url: PIXEL, name: file.name });
        }}
        onRemove={() => {
          args.onRemove();
          setValue(null);
        }}
      />
    );
  },
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a file shows its preview and name; remove clears it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('group', { name: 'Photo (optional)' }),
    ).toHaveAccessibleDescription('JPEG, PNG or WebP');
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'birds.png', {
      type: 'image/png',
    });
    await userEvent.upload(input, file);
    await expect(args.onSelect).toHaveBeenCalledWith(file);
    await expect(await canvas.findByRole('img', { name: 'The photo you chose' })).toBeVisible();
    await expect(canvas.getByText('birds.png')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change photo' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('img')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Add a photo' })).toBeVisible();
  },
};

/** A problem with the file is announced and describes the group. */
export const WithError: Story = {
  args: { errorMessage: 'The photo is not a JPEG, PNG or WebP image' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Photo (optional)' });
    await expect(group).toHaveAccessibleDescription(
      'JPEG, PNG or WebP The photo is not a JPEG, PNG or WebP image',
    );
  },
};

/** Disabled while the form is sending. */
export const Disabled: Story = {
  args: { isDisabled: true, value: { url: PIXEL, name: 'goat.png' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Change photo' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove photo' })).toBeDisabled();
  },
};
