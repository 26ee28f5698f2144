import { type IconProps, Svg } from '../Icon/Icon';

/** A microphone: the voice dialog's start/stop button. */
export function MicIcon(props: IconProps) {
  return (
    <Svg name="Mic" {...props}>
      <path d="M12 3a3 3 0 00-3 3v6a3 3 0 006 0V6a3 3 0 00-3-3zM5 11a7 7 0 0014 0M12 18v3M8 21h8" />
    </Svg>
  );
}

/** A square: stop the conversation. */
export function StopIcon(props: IconProps) {
  return (
    <Svg name="Stop" {...props}>
      <rect x="6" y="6" width="12" height="12" rx="2" />
    </Svg>
  );
}
