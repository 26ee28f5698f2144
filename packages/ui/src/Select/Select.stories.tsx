import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';

const breeds = [
  { id: 'broiler', label: 'Broiler' },
  { id: 'layer', label: 'Layer' },
  { id: 'noiler', label: 'Noiler' },
  { id: 'cockerel', label: 'Cockerel', isDisabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Breed',
    items: breeds,
    placeholder: 'Choose a breed',
    onSelectionChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tap opens the list; choosing an option closes it and reports the option's id. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Breed/ });
    await expect(trigger).toHaveTextContent('Choose a breed');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Layer' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('layer');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Layer');
    await expect(trigger).toHaveFocus();
  },
};

/** Keyboard only: Tab, Enter opens, arrows move, disabled options are skipped, Enter picks. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Breed/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Broiler' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Noiler' })).toHaveFocus();
    await expect(within(listbox).getByRole('option', { name: 'Cockerel' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('noiler');
    await expect(trigger).toHaveTextContent('Noiler');
  },
};

/** Escape closes the list without changing the choice. */
export const EscapeCloses: Story = {
  args: { defaultSelectedKey: 'broiler' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Breed/ });
    await userEvent.click(trigger);
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Broiler');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

/** Description and error are announced with the trigger; required is marked. */
export const Invalid: Story = {
  args: {
    description: 'Pick the breed printed on the chick supplier invoice.',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Choose a breed.',
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Breed/ });
    await expect(trigger).toHaveAccessibleDescription(expect.stringContaining('Choose a breed.'));
    await expect(trigger).toHaveAccessibleDescription(
      expect.stringContaining('Pick the breed printed'),
    );
    await expect(canvasElement.querySelector('[data-required]')).not.toBeNull();
  },
};

/** Controlled by the screen: `selectedKey` and `onSelectionChange`. */
export const Controlled: Story = {
  render: function Render(args) {
    const [key, setKey] = useState<Key | null>('noiler');
    return (
      <>
        <Select {...args} selectedKey={key} onSelectionChange={setKey} />
        <output>{String(key)}</output>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Breed/ });
    await expect(trigger).toHaveTextContent('Noiler');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Broiler' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('broiler');
  },
};

/** The trigger and every option keep the 44 px touch target. */
export const TouchTargets: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Breed/ });
    await expect(trigger.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(trigger);
    for (const option of await screen.findAllByRole('option')) {
      await expect(option.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** ArrowUp on the closed button opens on the last choosable option; Escape returns focus. */
export const KeyboardArrowUp: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Breed/ });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Noiler' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    // Focus comes back a frame after the overlay unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Opening again puts focus on the chosen option, not the first. */
export const OpensOnChosen: Story = {
  args: { defaultSelectedKey: 'layer' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Breed/ });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Layer' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * Type-ahead on the closed button chooses an option without opening the list — a behaviour a
 * lazily loaded list (ADR 0017 addendum) must keep.
 */
export const TypeaheadClosed: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Breed/ });
    await userEvent.tab();
    await userEvent.keyboard('n');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('noiler');
    await expect(trigger).toHaveTextContent('Noiler');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/**
 * In a form: a required field left empty blocks the submit with its error message, and the
 * hidden native select submits the chosen id under `name`.
 */
export const InAForm: Story = {
  args: { name: 'breed', isRequired: true, errorMessage: 'Choose a breed.' },
  render: function Render(args) {
    const [submitted, setSubmitted] = useState('');
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(String(new FormData(event.currentTarget).get('breed')));
        }}
      >
        <Select {...args} />
        <button type="submit">Save</button>
        <output>{submitted}</output>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Breed/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Choose a breed.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    trigger.focus();
    await userEvent.keyboard('b');
    await expect(trigger).toHaveTextContent('Broiler');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('broiler'));
  },
};
