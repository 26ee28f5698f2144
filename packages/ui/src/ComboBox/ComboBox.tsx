import {
  Button,
  Group,
  Input,
  type Key,
  Label,
  ListBox,
  Popover,
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components';
import { ChevronDownIcon } from '../Icon';
import type { SelectItem } from '../Select';
import { FieldHelp, type FieldTextProps } from '../shared/FieldHelp';
import * as fieldStyles from '../shared/field.css';
import { OptionItem } from '../shared/OptionItem';
import * as popoverStyles from '../shared/popover.css';
import { iconButton } from '../shared/styles.css';

/** Props of {@link ComboBox}. */
export interface ComboBoxProps
  extends FieldTextProps,
    Omit<
      RACComboBoxProps<SelectItem>,
      | 'className'
      | 'style'
      | 'render'
      | 'children'
      | 'items'
      | 'defaultItems'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'selectionMode'
      | 'selectedKey'
      | 'defaultSelectedKey'
      | 'onSelectionChange'
      | 'allowsEmptyCollection'
    > {
  /** Every option; typing filters them with a locale-aware "contains" match. */
  items: readonly SelectItem[];
  /** Id of the chosen option (controlled); `null` for none. */
  selectedKey?: Key | null;
  /** Id of the option chosen at first (uncontrolled). */
  defaultSelectedKey?: Key | null;
  /** Called with the chosen option's id (`null` when the text is cleared). */
  onSelectionChange?: (key: Key | null) => void;
  /** Example text shown while empty. Never a replacement for `label`. */
  placeholder?: string;
  /**
   * Shown in the open list when nothing matches, e.g. a translated "No state matches". Without
   * it the list stays closed when nothing matches.
   */
  emptyMessage?: string;
  /** Accessible name of the button that shows every option, e.g. a translated "Show states". */
  buttonLabel?: string;
}

/**
 * A text input with a filtered list of options (e.g. the 36 states and the FCT): RAC
 * `ComboBox`. Typing filters, ArrowDown opens the list, Enter chooses, Escape closes; the
 * button opens the whole list for touch users.
 */
export function ComboBox({
  label,
  description,
  errorMessage,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  placeholder,
  emptyMessage,
  buttonLabel,
  ...props
}: ComboBoxProps) {
  return (
    <RACComboBox<SelectItem>
      {...props}
      defaultItems={items}
      {...(selectedKey !== undefined && { value: selectedKey })}
      {...(defaultSelectedKey !== undefined && { defaultValue: defaultSelectedKey })}
      onChange={onSelectionChange}
      allowsEmptyCollection={emptyMessage !== undefined}
      className={fieldStyles.field}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Group className={fieldStyles.group}>
        <Input className={fieldStyles.groupInput} placeholder={placeholder} />
        <Button className={iconButton} aria-label={buttonLabel}>
          <ChevronDownIcon />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={popoverStyles.popover} offset={4}>
        <ListBox
          className={popoverStyles.list}
          renderEmptyState={() => <div className={popoverStyles.empty}>{emptyMessage}</div>}
        >
          {(item: SelectItem) => <OptionItem item={item} />}
        </ListBox>
      </Popover>
    </RACComboBox>
  );
}
