import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Group,
  Input,
  type Key,
  Label,
  ListBox,
  Popover,
  ComboBox as RACComboBox,
} from 'react-aria-components';
import { ChevronDownIcon } from '../Icon';
import type { SelectItem } from '../Select';
import { Spinner } from '../Spinner';
import { FieldHelp, type FieldTextProps } from '../shared/FieldHelp';
import * as fieldStyles from '../shared/field.css';
import { OptionItem } from '../shared/OptionItem';
import * as popoverStyles from '../shared/popover.css';
import { iconButton, visuallyHidden } from '../shared/styles.css';

/** Props of {@link SearchComboBox}. */
export interface SearchComboBoxProps extends FieldTextProps {
  /** The options the server answered for the current text (never filtered here). */
  items: readonly SelectItem[];
  /** Id of the chosen option; `null` for none. */
  selectedKey: Key | null;
  /** Called with the chosen option (`null` when the text is cleared). */
  onSelectionChange: (key: Key | null, item: SelectItem | null) => void;
  /**
   * Called with the typed text once typing pauses for `debounceMs` (not on every key), so a
   * slow phone sends one request per word, not one per letter.
   */
  onSearch: (text: string) => void;
  /** @default 300 */
  debounceMs?: number;
  /** True while the answer to the latest text is on its way. */
  isLoading?: boolean;
  /** Shown and announced while loading, e.g. a translated "Searching…". */
  loadingMessage: string;
  /** Shown in the open list when the server found nothing, e.g. "No farmer matches". */
  emptyMessage: string;
  /** Accessible name of the button that opens the list, e.g. "Show farmers". */
  buttonLabel: string;
  /** Example text shown while empty. Never a replacement for `label`. */
  placeholder?: string;
  isRequired?: boolean;
  isInvalid?: boolean;
  isDisabled?: boolean;
}

/**
 * A combobox whose options come from a server search (thousands of farmers): RAC `ComboBox`
 * with controlled items and text. Typing waits for a pause, then asks `onSearch`; the list shows
 * what came back, "Searching…" while a request is out (a polite status beside the input, and
 * one in the open list, which hides the rest of the page from screen readers) and `emptyMessage` when nothing matched. ArrowDown opens the list, Enter
 * chooses, Escape closes; the button opens the current list for touch users. The chosen option
 * stays chosen while later searches answer without it.
 */
export function SearchComboBox({
  label,
  description,
  errorMessage,
  items,
  selectedKey,
  onSelectionChange,
  onSearch,
  debounceMs = 300,
  isLoading = false,
  loadingMessage,
  emptyMessage,
  buttonLabel,
  placeholder,
  ...props
}: SearchComboBoxProps) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<SelectItem | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The chosen option stays in the collection, so RAC never clears the text on blur.
  const shown =
    chosen && selectedKey === chosen.id && !items.some((i) => i.id === chosen.id)
      ? [chosen, ...items]
      : items;

  const type = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    if (chosen && value === chosen.label) return;
    timer.current = setTimeout(() => onSearch(value.trim()), debounceMs);
  };

  return (
    <RACComboBox<SelectItem>
      {...props}
      items={shown}
      inputValue={text}
      onInputChange={type}
      selectedKey={selectedKey}
      onSelectionChange={(key) => {
        const item = shown.find((i) => i.id === key) ?? null;
        setChosen(item);
        if (item) setText(item.label);
        onSelectionChange(key, item);
      }}
      allowsEmptyCollection
      className={fieldStyles.field}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Group className={fieldStyles.group}>
        <Input className={fieldStyles.groupInput} placeholder={placeholder} />
        {isLoading && <Spinner size="sm" aria-label={loadingMessage} />}
        <Button className={iconButton} aria-label={buttonLabel}>
          <ChevronDownIcon />
        </Button>
      </Group>
      <span role="status" className={visuallyHidden}>
        {isLoading ? loadingMessage : ''}
      </span>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={popoverStyles.popover} offset={4}>
        {/* The open list hides the rest of the page from screen readers: its own status. */}
        <div role="status" className={isLoading ? popoverStyles.empty : visuallyHidden}>
          {isLoading ? loadingMessage : ''}
        </div>
        <ListBox
          className={popoverStyles.list}
          renderEmptyState={() => (
            <div className={popoverStyles.empty}>{isLoading ? loadingMessage : emptyMessage}</div>
          )}
        >
          {(item: SelectItem) => <OptionItem item={item} />}
        </ListBox>
      </Popover>
    </RACComboBox>
  );
}
