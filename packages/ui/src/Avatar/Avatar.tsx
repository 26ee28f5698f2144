import { initials, isUsableImageUrl } from '@kiwo/domain';
import { useState } from 'react';
import { useLocale } from 'react-aria-components';
import * as styles from './Avatar.css';

/** Size of an avatar: `sm` 32 px, `md` 40 px, `lg` 64 px. */
export type AvatarSize = 'sm' | 'md' | 'lg';

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** Photo URL from the API. Ignored unless absolute http(s) and not "no-user.jpg". */
  src?: string | null;
  firstName: string;
  lastName?: string;
  /** @default 'md' */
  size?: AvatarSize;
  /**
   * Hides the avatar from screen readers when the name is written next to it.
   * @default false
   */
  isDecorative?: boolean;
}

/**
 * A user's photo, or their initials on a tinted circle when there is no usable photo (a
 * relative path, the "no-user.jpg" placeholder, or an image that fails to load).
 */
export function Avatar({
  src,
  firstName,
  lastName = '',
  size = 'md',
  isDecorative = false,
}: AvatarProps) {
  const { locale } = useLocale();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const name = `${firstName} ${lastName}`.trim();
  const showImage = isUsableImageUrl(src) && failedSrc !== src;
  const a11y = isDecorative
    ? { 'aria-hidden': true as const }
    : { role: 'img', 'aria-label': name };

  return (
    <span
      className={styles.avatar({ size })}
      data-size={size}
      data-fallback={showImage ? undefined : true}
      {...a11y}
    >
      {showImage ? (
        <img
          className={styles.image}
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span aria-hidden="true">{initials(firstName, lastName, locale)}</span>
      )}
    </span>
  );
}
