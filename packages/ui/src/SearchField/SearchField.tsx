import {
  Button,
  Group,
  Input,
  Label,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import { CloseIcon, SearchIcon } from '../Icon';
import { FieldHelp, type FieldTextProps } from '../shared/FieldHelp';
import * as fieldStyles from '../shared/field.css';
import { iconButton, visuallyHidden } from '../shared/styles.css';
import * as styles from './SearchField.css';

/** Props of {@link SearchField}. */
export interface SearchFieldProps
  extends FieldTextProps,
    Omit<RACSearchFieldProps, 'className' | 'style' | 'render' | 'children'> {
  /** Accessible name of the clear button, e.g. a translated "Clear search". */
  clearLabel: string;
  /**
   * Keeps the label for screen readers only, when the search box sits in a toolbar whose
   * purpose is obvious from the icon and placeholder.
   * @default false
   */
  isLabelHidden?: boolean;
  /** Example text shown while empty. */
  placeholder?: string;
}

/**
 * A search box: RAC `SearchField` (`type="search"`). Enter calls `onSubmit`, Escape clears
 * the text, the clear button appears once there is text.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  clearLabel,
  isLabelHidden = false,
  placeholder,
  ...props
}: SearchFieldProps) {
  return (
    <RACSearchField {...props} className={fieldStyles.field}>
      <Label className={isLabelHidden ? visuallyHidden : fieldStyles.label}>{label}</Label>
      <Group className={fieldStyles.group}>
        <span className={styles.searchIcon}>
          <SearchIcon />
        </span>
        <Input className={`${fieldStyles.groupInput} ${styles.input}`} placeholder={placeholder} />
        <Button className={`${iconButton} ${styles.clear}`} aria-label={clearLabel}>
          <CloseIcon />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACSearchField>
  );
}
