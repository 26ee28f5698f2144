import { type IconProps, Svg } from '../Icon/Icon';

/** A raised thumb: "like this answer". */
export function ThumbUpIcon(props: IconProps) {
  return (
    <Svg name="ThumbUp" {...props}>
      <path d="M7 10v11H4a1 1 0 01-1-1v-9a1 1 0 011-1h3zm0 0l4-7a2 2 0 013 2l-1 5h6a2 2 0 012 2.3l-1.4 7A2 2 0 0117.6 21H7" />
    </Svg>
  );
}

/** A lowered thumb: "dislike this answer". */
export function ThumbDownIcon(props: IconProps) {
  return (
    <Svg name="ThumbDown" {...props}>
      <path d="M17 14V3h3a1 1 0 011 1v9a1 1 0 01-1 1h-3zm0 0l-4 7a2 2 0 01-3-2l1-5H5a2 2 0 01-2-2.3l1.4-7A2 2 0 016.4 3H17" />
    </Svg>
  );
}

/** A paper plane: send the message. */
export function SendIcon(props: IconProps) {
  return (
    <Svg name="Send" {...props}>
      <path d="M22 2L11 13M22 2l-7 20-4-9-9-4 20-7z" />
    </Svg>
  );
}
