// Icons of the app's navigation and chrome (spec §2 sidebar, navbar).
import { type IconProps, Svg } from './Icon';

/** A house: home and dashboard. */
export function HomeIcon(props: IconProps) {
  return (
    <Svg name="Home" {...props}>
      <path d="M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10" />
    </Svg>
  );
}

/** Stacked layers: batches. */
export function LayersIcon(props: IconProps) {
  return (
    <Svg name="Layers" {...props}>
      <path d="M12 3l9 5-9 5-9-5 9-5zM3 13l9 5 9-5M3 17.5l9 5 9-5" />
    </Svg>
  );
}

/** A clipboard: records. */
export function ClipboardIcon(props: IconProps) {
  return (
    <Svg name="Clipboard" {...props}>
      <path d="M9 4h6v3H9zM9 5.5H6v15h12v-15h-3M9 12h6M9 16h4" />
    </Svg>
  );
}

/** A shop front: marketplace. */
export function StoreIcon(props: IconProps) {
  return (
    <Svg name="Store" {...props}>
      <path d="M4 9l1.5-5h13L20 9M4 9h16M4 9a2.7 2.7 0 005.3 0 2.7 2.7 0 005.4 0A2.7 2.7 0 0020 9M5 11v9h14v-9M10 20v-5h4v5" />
    </Svg>
  );
}

/** A bell: notifications. */
export function BellIcon(props: IconProps) {
  return (
    <Svg name="Bell" {...props}>
      <path d="M6 16V11a6 6 0 0112 0v5l2 2H4l2-2zM10 20a2 2 0 004 0" />
    </Svg>
  );
}

/** A gear: settings. */
export function SettingsIcon(props: IconProps) {
  return (
    <Svg name="Settings" {...props}>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1L7 17M17 7l2.1-2.1" />
    </Svg>
  );
}

/** Two people: farmers, agents, users. */
export function UsersIcon(props: IconProps) {
  return (
    <Svg name="Users" {...props}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0113 0M16 4.5a3.5 3.5 0 010 7M18 14a6 6 0 013.5 6" />
    </Svg>
  );
}

/** A bar chart: analytics and reports. */
export function ChartIcon(props: IconProps) {
  return (
    <Svg name="Chart" {...props}>
      <path d="M4 20h16M7 16v-5M12 16V6M17 16v-8" />
    </Svg>
  );
}

/** A speech bubble: chat. */
export function ChatIcon(props: IconProps) {
  return (
    <Svg name="Chat" {...props}>
      <path d="M4 5h16v11H9l-5 4V5zM8 9.5h8M8 12.5h5" />
    </Svg>
  );
}

/** A telephone handset: calls and USSD. */
export function PhoneIcon(props: IconProps) {
  return (
    <Svg name="Phone" {...props}>
      <path d="M5 3h4l2 5-2.5 1.5a11 11 0 006 6L16 13l5 2v4a2 2 0 01-2 2A17 17 0 013 5a2 2 0 012-2z" />
    </Svg>
  );
}

/** Three lines: open the sidebar or a menu. */
export function MenuIcon(props: IconProps) {
  return (
    <Svg name="Menu" {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Svg>
  );
}

/** A cross: close. */
export function CloseIcon(props: IconProps) {
  return (
    <Svg name="Close" {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Svg>
  );
}

/** A door with an arrow: log out. */
export function LogoutIcon(props: IconProps) {
  return (
    <Svg name="Logout" {...props}>
      <path d="M10 4H5v16h5M15 8l4 4-4 4M19 12H9" />
    </Svg>
  );
}

/** A sun: light theme. */
export function SunIcon(props: IconProps) {
  return (
    <Svg name="Sun" {...props}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </Svg>
  );
}

/** A crescent moon: dark theme. */
export function MoonIcon(props: IconProps) {
  return (
    <Svg name="Moon" {...props}>
      <path d="M20 14.5A8 8 0 119.5 4a6.5 6.5 0 0010.5 10.5z" />
    </Svg>
  );
}

/** A screen: follow the system theme. */
export function MonitorIcon(props: IconProps) {
  return (
    <Svg name="Monitor" {...props}>
      <path d="M3 4h18v12H3zM8 20h8M12 16v4" />
    </Svg>
  );
}

/** A globe: language. */
export function GlobeIcon(props: IconProps) {
  return (
    <Svg name="Globe" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z" />
    </Svg>
  );
}
