import {
  Button,
  type Key,
  Label,
  ListBox,
  Popover,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
} from 'react-aria-components';
import { ChevronDownIcon } from '../Icon';
import { FieldHelp, type FieldTextProps } from '../shared/FieldHelp';
import * as fieldStyles from '../shared/field.css';
import { OptionItem } from '../shared/OptionItem';
import * as popoverStyles from '../shared/popover.css';
import * as styles from './Select.css';

/** One choice of a {@link Select} or {@link ComboBox}. */
export interface SelectItem {
  /** Stable key, reported by `onSelectionChange`. */
  id: string;
  /** Visible, translated text of the option. */
  label: string;
  /** Shown but not choosable. @default false */
  isDisabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps
  extends FieldTextProps,
    Omit<
      RACSelectProps<SelectItem>,
      | 'className'
      | 'style'
      | 'render'
      | 'children'
      | 'items'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'selectionMode'
      | 'selectedKey'
      | 'defaultSelectedKey'
      | 'onSelectionChange'
    > {
  /** The options, in display order. */
  items: readonly SelectItem[];
  /** Id of the chosen option (controlled); `null` for none. */
  selectedKey?: Key | null;
  /** Id of the option chosen at first (uncontrolled). */
  defaultSelectedKey?: Key | null;
  /** Called with the chosen option's id. */
  onSelectionChange?: (key: Key | null) => void;
  /** Text shown while nothing is chosen, e.g. a translated "Choose a breed". */
  placeholder?: string;
}

/**
 * A labelled drop-down list: react-aria-components `Select` with a button, a popover and a
 * `ListBox`. Opens with Enter, Space, Alt+ArrowDown or a tap; type-ahead jumps to an option.
 * Inside a `<form>` it submits `name` with the chosen id.
 */
export function Select({
  label,
  description,
  errorMessage,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  ...props
}: SelectProps) {
  return (
    <RACSelect<SelectItem>
      {...props}
      {...(selectedKey !== undefined && { value: selectedKey })}
      {...(defaultSelectedKey !== undefined && { defaultValue: defaultSelectedKey })}
      onChange={onSelectionChange}
      className={fieldStyles.field}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Button className={fieldStyles.triggerButton}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={popoverStyles.popover} offset={4}>
        <ListBox className={popoverStyles.list} items={items}>
          {(item) => <OptionItem item={item} />}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}
