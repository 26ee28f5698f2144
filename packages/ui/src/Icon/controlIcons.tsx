// Icons used inside controls and status messages.
import { type IconProps, Svg } from './Icon';

/** A plus: add. */
export function PlusIcon(props: IconProps) {
  return (
    <Svg name="Plus" {...props}>
      <path d="M12 5v14M5 12h14" />
    </Svg>
  );
}

/** A minus: decrement. */
export function MinusIcon(props: IconProps) {
  return (
    <Svg name="Minus" {...props}>
      <path d="M5 12h14" />
    </Svg>
  );
}

/** A tick: selected, success. */
export function CheckIcon(props: IconProps) {
  return (
    <Svg name="Check" {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Svg>
  );
}

/** A chevron pointing down: opens a list. */
export function ChevronDownIcon(props: IconProps) {
  return (
    <Svg name="ChevronDown" {...props}>
      <path d="M6 9l6 6 6-6" />
    </Svg>
  );
}

/** A chevron pointing to the inline start (flips in right-to-left layouts by its caller). */
export function ChevronLeftIcon(props: IconProps) {
  return (
    <Svg name="ChevronLeft" {...props}>
      <path d="M15 6l-6 6 6 6" />
    </Svg>
  );
}

/** A chevron pointing to the inline end. */
export function ChevronRightIcon(props: IconProps) {
  return (
    <Svg name="ChevronRight" {...props}>
      <path d="M9 6l6 6-6 6" />
    </Svg>
  );
}

/** An arrow up: rising trend, ascending sort. */
export function ArrowUpIcon(props: IconProps) {
  return (
    <Svg name="ArrowUp" {...props}>
      <path d="M12 19V5M6 11l6-6 6 6" />
    </Svg>
  );
}

/** An arrow down: falling trend, descending sort. */
export function ArrowDownIcon(props: IconProps) {
  return (
    <Svg name="ArrowDown" {...props}>
      <path d="M12 5v14M6 13l6 6 6-6" />
    </Svg>
  );
}

/** A level arrow: flat trend. */
export function ArrowRightIcon(props: IconProps) {
  return (
    <Svg name="ArrowRight" {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Svg>
  );
}

/** A sparkle: something new. */
export function SparkleIcon(props: IconProps) {
  return (
    <Svg name="Sparkle" {...props}>
      <path d="M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2 2-6z" />
    </Svg>
  );
}

/** A magnifying glass: search. */
export function SearchIcon(props: IconProps) {
  return (
    <Svg name="Search" {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </Svg>
  );
}

/** A calendar: dates. */
export function CalendarIcon(props: IconProps) {
  return (
    <Svg name="Calendar" {...props}>
      <path d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" />
    </Svg>
  );
}

/** Three dots in a column: more actions. */
export function MoreIcon(props: IconProps) {
  return (
    <Svg name="More" {...props}>
      <path d="M12 5.5v.01M12 12v.01M12 18.5v.01" strokeWidth="3" />
    </Svg>
  );
}

/** A circled "i": information. */
export function InfoIcon(props: IconProps) {
  return (
    <Svg name="Info" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.01" />
    </Svg>
  );
}

/** A circled tick: success. */
export function SuccessIcon(props: IconProps) {
  return (
    <Svg name="Success" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l3 3 5-6" />
    </Svg>
  );
}

/** A triangle with "!": warning. */
export function WarningIcon(props: IconProps) {
  return (
    <Svg name="Warning" {...props}>
      <path d="M12 3.5L2.5 20h19L12 3.5zM12 10v4.5M12 17.5v.01" />
    </Svg>
  );
}

/** A circled "!": error or danger. */
export function DangerIcon(props: IconProps) {
  return (
    <Svg name="Danger" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v6M12 16.5v.01" />
    </Svg>
  );
}

/** A downward arrow into a tray: download or export. */
export function DownloadIcon(props: IconProps) {
  return (
    <Svg name="Download" {...props}>
      <path d="M12 4v11M7 10l5 5 5-5M4 19h16" />
    </Svg>
  );
}

/** A table grid: show data as a table. */
export function TableIcon(props: IconProps) {
  return (
    <Svg name="Table" {...props}>
      <path d="M4 5h16v14H4zM4 10h16M4 15h16M10 5v14" />
    </Svg>
  );
}
