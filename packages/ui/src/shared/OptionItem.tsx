import { ListBoxItem } from 'react-aria-components';
import { CheckIcon } from '../Icon';
import type { SelectItem } from '../Select';
import * as popoverStyles from './popover.css';

/** One option of a Select or combobox list: a check when chosen, then its label. */
export function OptionItem({ item }: { item: SelectItem }) {
  return (
    <ListBoxItem
      id={item.id}
      textValue={item.label}
      isDisabled={item.isDisabled}
      className={popoverStyles.item}
    >
      <span className={popoverStyles.itemCheck}>
        <CheckIcon />
      </span>
      {item.label}
    </ListBoxItem>
  );
}
