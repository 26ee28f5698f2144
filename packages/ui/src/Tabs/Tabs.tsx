import type { ReactNode } from 'react';
import {
  Tab as RACTab,
  TabList as RACTabList,
  type TabListProps as RACTabListProps,
  TabPanel as RACTabPanel,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  Tabs as RACTabs,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

/** Props of {@link Tabs}: `selectedKey`/`defaultSelectedKey`/`onSelectionChange`, … */
export interface TabsProps
  extends Omit<RACTabsProps, 'className' | 'style' | 'render' | 'children'> {
  /** A {@link TabList} followed by one {@link TabPanel} per tab. */
  children: ReactNode;
}

/**
 * Tabs: RAC `Tabs`. Arrow keys move between tabs (Home/End jump), Tab moves into the panel.
 * Compose `TabList` > `Tab` and `TabPanel` with matching `id`s.
 */
export function Tabs({ children, ...props }: TabsProps) {
  return (
    <RACTabs {...props} className={styles.tabs}>
      {children}
    </RACTabs>
  );
}

/** Props of {@link TabList}. */
export interface TabListProps
  extends Omit<RACTabListProps<object>, 'className' | 'style' | 'render' | 'children' | 'items'> {
  /** What the tabs switch between, e.g. "Report sections". */
  'aria-label': string;
  /** The {@link Tab}s. */
  children: ReactNode;
}

/** The row of tabs; scrolls sideways on narrow screens. */
export function TabList({ children, ...props }: TabListProps) {
  return (
    <RACTabList {...props} className={styles.list}>
      {children}
    </RACTabList>
  );
}

/** Props of {@link Tab}. */
export interface TabProps extends Omit<RACTabProps, 'className' | 'style' | 'render' | 'children'> {
  /** Matches the `id` of its {@link TabPanel}. */
  id: string;
  /** Visible label (translated), optionally with an icon. */
  children: ReactNode;
}

/** One tab: 44 px tall, underlined when selected. */
export function Tab({ children, ...props }: TabProps) {
  return (
    <RACTab {...props} className={styles.tab}>
      {children}
    </RACTab>
  );
}

/** Props of {@link TabPanel}. */
export interface TabPanelProps
  extends Omit<RACTabPanelProps, 'className' | 'style' | 'render' | 'children'> {
  /** Matches the `id` of its {@link Tab}. */
  id: string;
  children: ReactNode;
}

/** The content shown while its tab is selected. */
export function TabPanel({ children, ...props }: TabPanelProps) {
  return (
    <RACTabPanel {...props} className={styles.panel}>
      {children}
    </RACTabPanel>
  );
}
