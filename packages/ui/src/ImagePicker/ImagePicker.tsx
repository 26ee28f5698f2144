import { useId } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../Button';
import * as styles from './ImagePicker.css';

/** The chosen picture, as the app prepared it (usually shrunk to a data or blob URL). */
export interface PickedImage {
  /** What the preview shows. */
  url: string;
  /** The file's name, read out next to the preview. */
  name: string;
}

/** Props of {@link ImagePicker}. */
export interface ImagePickerProps {
  /** Names the group, e.g. "Photo (optional)". */
  label: string;
  /** Text of the choose button, e.g. "Add a photo". */
  chooseLabel: string;
  /** Text of the button once a picture is chosen, e.g. "Change photo". */
  changeLabel: string;
  /** Text of the remove button, e.g. "Remove photo". */
  removeLabel: string;
  /** Alternative text of the preview, e.g. "The photo you chose". */
  previewAlt: string;
  /** The current picture, or null. */
  value: PickedImage | null;
  /** Called with the file chosen (camera or gallery); the app checks and prepares it. */
  onSelect: (file: File) => void;
  onRemove: () => void;
  /**
   * MIME types offered by the picker.
   * @default ['image/jpeg', 'image/png', 'image/webp']
   */
  acceptedTypes?: readonly string[];
  /** Help under the buttons, e.g. "JPEG, PNG or WebP". */
  description?: string;
  /** A problem with the chosen file, announced politely. */
  errorMessage?: string | undefined;
  /** @default false */
  isDisabled?: boolean;
}

const DEFAULT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Choose one picture from the gallery or camera (react-aria `FileTrigger`), see a preview, change
 * or remove it. It holds no file state: the app validates, shrinks and stores what it is given.
 */
export function ImagePicker({
  label,
  chooseLabel,
  changeLabel,
  removeLabel,
  previewAlt,
  value,
  onSelect,
  onRemove,
  acceptedTypes = DEFAULT_TYPES,
  description,
  errorMessage,
  isDisabled = false,
}: ImagePickerProps) {
  const id = useId();
  const describedBy = [description && `${id}-description`, errorMessage && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className={styles.group} aria-describedby={describedBy || undefined}>
      <legend className={styles.legend}>{label}</legend>
      {value && (
        <figure className={styles.preview}>
          <img className={styles.image} src={value.url} alt={previewAlt} />
          <figcaption className={styles.caption}>{value.name}</figcaption>
        </figure>
      )}
      <div className={styles.actions}>
        <FileTrigger
          acceptedFileTypes={[...acceptedTypes]}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) onSelect(file);
          }}
        >
          <Button variant="secondary" isDisabled={isDisabled}>
            {value ? changeLabel : chooseLabel}
          </Button>
        </FileTrigger>
        {value && (
          <Button variant="ghost" onPress={onRemove} isDisabled={isDisabled}>
            {removeLabel}
          </Button>
        )}
      </div>
      {description && (
        <p id={`${id}-description`} className={styles.description}>
          {description}
        </p>
      )}
      <p id={`${id}-error`} className={styles.error} aria-live="polite">
        {errorMessage ?? ''}
      </p>
    </fieldset>
  );
}
