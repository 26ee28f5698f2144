import type { ReactElement } from 'react';
import { Tooltip, TooltipTrigger } from 'react-aria-components';
import * as styles from './Sidebar.css';

/**
 * The collapsed sidebar's tooltip (the item's name beside its icon). Its own chunk: react-aria's
 * tooltip and overlay positioning load only when a desktop sidebar is collapsed (ADR 0017).
 */
export function SidebarTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <TooltipTrigger delay={300}>
      {children}
      <Tooltip placement="end" offset={8} className={styles.tooltip}>
        {label}
      </Tooltip>
    </TooltipTrigger>
  );
}
