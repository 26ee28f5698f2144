import { ComboBox } from '@kiwo/ui';
import { useState } from 'react';

/**
 * Who a request goes to, as typed and chosen: `search` is what the server is asked for (not
 * the chosen person's own label), `missing` once a send was tried with nobody chosen.
 */
export function useStaffChoice() {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [assigneeId, setAssigneeId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  return {
    input,
    setInput,
    search,
    setSearch,
    assigneeId,
    setAssigneeId,
    missing,
    /** The chosen person's id, or null after marking the field as missing one. */
    chosen: () => {
      if (!assigneeId) setMissing(true);
      return assigneeId;
    },
    setMissing,
    clear: () => {
      setInput('');
      setAssigneeId(null);
    },
  };
}

/** The search-as-you-type list of staff a request is assigned or handed to. */
export function StaffPicker({
  choice,
  items,
  label,
  description,
  errorMessage,
}: {
  choice: ReturnType<typeof useStaffChoice>;
  items: { id: string; label: string }[];
  label: string;
  description: string;
  /** Said when nobody was chosen. */
  errorMessage: string;
}) {
  return (
    <ComboBox
      label={label}
      description={description}
      items={items}
      inputValue={choice.input}
      onInputChange={(value) => {
        choice.setInput(value);
        if (!items.some((item) => item.label === value)) choice.setSearch(value);
      }}
      selectedKey={choice.assigneeId}
      onSelectionChange={(key) => {
        choice.setAssigneeId(key === null ? null : String(key));
        if (key !== null) choice.setMissing(false);
      }}
      buttonLabel={label}
      isInvalid={choice.missing}
      errorMessage={errorMessage}
    />
  );
}
