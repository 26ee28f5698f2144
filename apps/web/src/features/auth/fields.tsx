import { FormErrorSummary, TextField } from '@kiwo/ui';
import type { ComponentProps } from 'react';
import { useI18n } from '../../stores/locale';
import { type Errors, fieldError } from './validate';

/**
 * A form's text boxes over one record of typed strings: each has the id `${idPrefix}-${name}`
 * (which the error summary links to), its value, its setter and its error.
 */
export function textBoxes<N extends string>(
  idPrefix: string,
  values: Record<N, string>,
  set: (name: N) => (value: string) => void,
  errors: Errors,
) {
  return (name: N, label: string, extra: Partial<ComponentProps<typeof TextField>> = {}) => (
    <TextField
      id={`${idPrefix}-${name}`}
      label={label}
      value={values[name]}
      onChange={set(name)}
      {...fieldError(errors, name)}
      {...extra}
    />
  );
}

/** What to fix, at the top of the form, each linking to its field; nothing when all is well. */
export function FieldErrorSummary({ idPrefix, errors }: { idPrefix: string; errors: Errors }) {
  const { t } = useI18n();
  const list = Object.entries(errors).map(([name, message]) => ({
    fieldId: `${idPrefix}-${name}`,
    message,
  }));
  return list.length > 0 ? (
    <FormErrorSummary title={t.validation.fixErrors()} errors={list} />
  ) : null;
}
