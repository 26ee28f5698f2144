import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SelectItem } from '../Select';
import { SearchComboBox } from './SearchComboBox';

// 1,200 farmers (30 first names × 40 last names), as an agent's workspace holds them.
const FIRST =
  'Aisha,Bello,Chinedu,Danjuma,Efe,Funmi,Garba,Hadiza,Ifeanyi,Jumoke,Kabiru,Ladi,Musa,Nkechi,Olu,Patience,Rabi,Sani,Tunde,Uche,Wale,Yakubu,Zainab,Amaka,Bisi,Dayo,Emeka,Fatima,Gbenga,Hauwa'.split(
    ',',
  );
const LAST =
  'Abubakar,Okafor,Adeyemi,Bako,Eze,Lawal,Nwosu,Ogunleye,Usman,Yusuf,Ibekwe,Danladi,Adebayo,Okeke,Sule,Olawale,Nnamdi,Shehu,Akande,Obi,Mohammed,Chukwu,Ajayi,Gambo,Onyeka,Balogun,Tanko,Ezeh,Idris,Ola,Audu,Anyanwu,Oyelaran,Jibrin,Uzo,Fashola,Kure,Agu,Salisu,Ojo'.split(
    ',',
  );
const farmers: SelectItem[] = Array.from({ length: 1200 }, (_, i) => ({
  id: `f${i}`,
  label: `${FIRST[i % 30]} ${LAST[Math.floor(i / 30) % 40]}`,
}));

/** A stand-in for the server: the first 10 matches, after `delay` ms (a slow 3G answer). */
function Searching({
  delay,
  onSearch,
  onSelectionChange,
}: {
  delay: number;
  onSearch: (text: string) => void;
  onSelectionChange: (key: Key | null) => void;
}) {
  const [text, setText] = useState('');
  const [items, setItems] = useState<SelectItem[]>(farmers.slice(0, 10));
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<Key | null>(null);
  useEffect(() => {
    if (text === '') return;
    setLoading(true);
    const t = setTimeout(() => {
      const needle = text.toLowerCase();
      setItems(farmers.filter((f) => f.label.toLowerCase().includes(needle)).slice(0, 10));
      setLoading(false);
    }, delay);
    return () => clearTimeout(t);
  }, [text, delay]);
  return (
    <SearchComboBox
      label="Farmer"
      placeholder="Type a name or phone"
      items={items}
      selectedKey={selected}
      onSelectionChange={(key) => {
        setSelected(key);
        onSelectionChange(key);
      }}
      onSearch={(value) => {
        onSearch(value);
        setText(value);
      }}
      isLoading={loading}
      loadingMessage="Searching…"
      emptyMessage="No farmer matches"
      buttonLabel="Show farmers"
    />
  );
}

const meta = {
  title: 'Forms/SearchComboBox',
  component: Searching,
  args: { delay: 50, onSearch: fn(), onSelectionChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Searching>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing a name asks the server once, after the pause; a tap chooses the farmer found. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Farmer' });
    await userEvent.type(input, 'zainab ibe');
    const option = await screen.findByRole('option', { name: 'Zainab Ibekwe' });
    // One request for the whole name, not one per letter.
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('zainab ibe');
    await userEvent.click(option);
    await expect(args.onSelectionChange).toHaveBeenCalledWith('f322');
    await expect(input).toHaveValue('Zainab Ibekwe');
  },
};

/** Keyboard: type, ArrowDown into the answers, Enter chooses, Escape closes. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Farmer' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('hauwa oj');
    await screen.findByRole('option', { name: 'Hauwa Ojo' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('f1199');
    await expect(input).toHaveValue('Hauwa Ojo');
    await userEvent.clear(input);
    await userEvent.keyboard('musa');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** A slow answer: the list and a polite status say "Searching…" until it arrives. */
export const Loading: Story = {
  args: { delay: 60_000 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Farmer' });
    await userEvent.type(input, 'xy');
    // The open list carries its own status: the page behind it is hidden from screen readers.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Searching…'));
  },
};

/** Nothing matches: the open list says so. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Farmer' });
    await userEvent.type(input, 'xyz');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByText('No farmer matches')).toBeVisible());
  },
};
