import { TextField } from '@kiwo/ui';
import type { ReactNode } from 'react';
import { useI18n } from '../../stores/locale';
import { type Errors, fieldError } from '../auth/validate';
import { FarmDayPicker } from './FarmDayPicker';
import * as styles from './farm.css';

/** What a purchase form and its correction both type: the figures, who sold it, which day. */
interface PurchaseValues {
  quantity: string;
  cost: string;
  supplier: string;
  purchasedOn: string;
}

/**
 * The fields a purchase is recorded and corrected with, laid out once: quantity and cost side by
 * side (`units` in between: the new purchase's unit and bag weight), the supplier, `beforeDay`
 * (the new purchase's batch), then the day, never after today in Lagos.
 */
export function PurchaseFields({
  values,
  onChange,
  errors,
  dayId,
  quantityHint,
  units,
  beforeDay,
}: {
  values: PurchaseValues;
  onChange: (name: keyof PurchaseValues) => (value: string) => void;
  errors: Errors;
  /** The date picker's id: unique on the page (the form and the correction dialog share it). */
  dayId: string;
  quantityHint?: string;
  units?: ReactNode;
  beforeDay?: ReactNode;
}) {
  const { t } = useI18n();
  const s = t.farm.stock;
  return (
    <>
      <div className={styles.fields}>
        <TextField
          label={s.quantity()}
          description={quantityHint}
          inputMode="decimal"
          value={values.quantity}
          onChange={onChange('quantity')}
          isRequired
          {...fieldError(errors, 'quantity')}
        />
        {units}
        <TextField
          label={s.cost()}
          inputMode="decimal"
          value={values.cost}
          onChange={onChange('cost')}
          isRequired
          {...fieldError(errors, 'cost')}
        />
      </div>
      <TextField
        label={s.supplier()}
        value={values.supplier}
        onChange={onChange('supplier')}
        {...fieldError(errors, 'supplier')}
      />
      {beforeDay}
      <FarmDayPicker
        id={dayId}
        label={s.purchasedOn()}
        value={values.purchasedOn}
        onChange={onChange('purchasedOn')}
        {...fieldError(errors, 'purchasedOn')}
      />
    </>
  );
}
