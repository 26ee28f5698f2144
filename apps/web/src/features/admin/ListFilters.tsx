import { SearchField, Select } from '@kiwo/ui';
import type { ReactNode } from 'react';
import { useConsoleI18n } from '../../stores/locale';
import * as farm from '../farm/farm.css';

/** One select above a list: its choices (the first usually "All") and the chosen id. */
export interface ListFilter {
  label: string;
  items: { id: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}

/**
 * The search box and selects above an admin list, side by side on a wide screen. Any change
 * also calls `onChange`, where the list goes back to its first page; `children` (an export
 * button) sits in the same row.
 */
export function ListFilters({
  search,
  filters,
  onChange,
  children,
}: {
  search: { label: string; value: string; onChange: (value: string) => void };
  filters: ListFilter[];
  onChange: () => void;
  children?: ReactNode;
}) {
  const { t } = useConsoleI18n();
  return (
    <div className={farm.fields}>
      <SearchField
        label={search.label}
        clearLabel={t.admin.clearSearch()}
        value={search.value}
        onChange={(value) => {
          search.onChange(value);
          onChange();
        }}
      />
      {filters.map((filter) => (
        <Select
          key={filter.label}
          label={filter.label}
          items={filter.items}
          selectedKey={filter.value}
          onSelectionChange={(key) => {
            filter.onChange(String(key ?? ''));
            onChange();
          }}
        />
      ))}
      {children}
    </div>
  );
}
