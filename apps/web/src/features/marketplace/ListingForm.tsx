import {
  type CreateListingBody,
  LISTING_CATEGORIES,
  type Listing,
  type ListingCategory,
  type TransactionType,
} from '@kiwo/api-client';
import { NIGERIAN_STATES, parseTypedNumber } from '@kiwo/domain';
import { Button, Checkbox, Dialog, FormErrorSummary, Select, Stack, TextField } from '@kiwo/ui';
import { type FormEvent, useState } from 'react';
import { useCreateListing, useUpdateListing } from '../../data/marketplace';
import { useAuth } from '../../stores/auth';
import { useAreaI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText, apiFieldErrors } from '../auth/errors';
import { parseNaira } from './helpers';
import * as styles from './marketplace.css';

interface ListingFormProps {
  /** The listing being edited; a new listing when undefined. */
  listing?: Listing;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

type Draft = Record<'title' | 'price' | 'quantity' | 'unit' | 'phone' | 'description', string>;

/** Post or edit a listing, in a dialog (spec §3 listing fields; photos are not kept). */
export function ListingForm({ listing, isOpen, onOpenChange }: ListingFormProps) {
  const { t, locale } = useAreaI18n('marketplace');
  const { user } = useAuth();
  const m = t.marketplace;
  const create = useCreateListing();
  const update = useUpdateListing();
  const [type, setType] = useState<TransactionType>(listing?.transactionType ?? 'sell');
  const [category, setCategory] = useState<ListingCategory>(listing?.category ?? 'livestock');
  const [state, setState] = useState<string>(
    listing?.location ?? user?.stateOfResidence ?? 'Kaduna',
  );
  const [negotiable, setNegotiable] = useState(listing?.negotiable ?? false);
  const [draft, setDraft] = useState<Draft>({
    title: listing?.title ?? '',
    price: listing ? String(listing.price) : '',
    quantity: listing ? String(listing.quantity) : '',
    unit: listing?.unit ?? '',
    phone: listing && listing.contactPhone !== user?.phone ? listing.contactPhone : '',
    description: listing?.description ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = create.isMutating || update.isMutating;
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (event: FormEvent, close: () => void) => {
    event.preventDefault();
    const price = parseNaira(draft.price);
    const typed = parseTypedNumber(draft.quantity, { whole: true });
    const quantity = typed.ok ? (typed.value ?? Number.NaN) : Number.NaN;
    const found: Record<string, string> = {};
    if (draft.title.trim().length < 3) found.title = t.validation.minLength({ min: 3 });
    if (price === undefined) found.price = t.validation.required();
    if (!Number.isInteger(quantity) || quantity < 1) found.quantity = t.validation.wholeNumber();
    if (draft.unit.trim() === '') found.unit = t.validation.required();
    setErrors(found);
    if (Object.keys(found).length > 0 || price === undefined || busy) return;
    const body: CreateListingBody = {
      title: draft.title.trim(),
      transactionType: type,
      category,
      price,
      quantity,
      unit: draft.unit.trim(),
      location: state as CreateListingBody['location'],
      negotiable,
      contactPhone: draft.phone.trim() || undefined,
      description: draft.description.trim() || undefined,
    };
    try {
      if (listing) {
        await update.trigger({
          id: listing._id,
          body: {
            ...body,
            contactPhone: body.contactPhone ?? user?.phone,
            description: body.description ?? null,
          },
        });
      } else {
        await create.trigger(body);
      }
      toast({ title: listing ? m.saved() : m.posted(), variant: 'success' });
      close();
    } catch (error) {
      setErrors(apiFieldErrors(error, t, locale));
      toast({
        title: m.failed(),
        description: apiErrorText(error, t, locale, m.failed()),
        variant: 'destructive',
      });
    }
  };

  const field = (key: keyof Draft, label: string, extra: object = {}) => {
    // Errors are keyed by the API's field names.
    const name = key === 'phone' ? 'contactPhone' : key;
    return (
      <TextField
        id={`listing-${name}`}
        label={label}
        value={draft[key]}
        onChange={set(key)}
        isInvalid={Boolean(errors[name])}
        errorMessage={errors[name]}
        validationBehavior="aria"
        {...extra}
      />
    );
  };

  return (
    <Dialog
      title={listing ? m.editListing() : m.newListing()}
      closeLabel={m.cancel()}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!busy}
    >
      {(close) => (
        <form onSubmit={(e) => submit(e, close)} noValidate>
          <Stack gap="md">
            <FormErrorSummary
              title={t.validation.fixErrors()}
              errors={Object.entries(errors).map(([id, message]) => ({
                fieldId: `listing-${id}`,
                message,
              }))}
            />
            {field('title', m.fieldTitle(), { isRequired: true })}
            <div className={styles.filters}>
              <Select
                label={m.fieldType()}
                items={[
                  { id: 'sell', label: m.sell() },
                  { id: 'buy', label: m.buy() },
                ]}
                selectedKey={type}
                onSelectionChange={(key) => key && setType(key as TransactionType)}
              />
              <Select
                label={m.fieldCategory()}
                items={LISTING_CATEGORIES.map((c) => ({ id: c, label: m.category[c]() }))}
                selectedKey={category}
                onSelectionChange={(key) => key && setCategory(key as ListingCategory)}
              />
            </div>
            <div className={styles.filters}>
              {field('price', m.fieldPrice(), { inputMode: 'decimal', isRequired: true })}
              {field('quantity', m.fieldQuantity(), { inputMode: 'numeric', isRequired: true })}
              {field('unit', m.fieldUnit(), { isRequired: true })}
            </div>
            <Select
              label={m.fieldLocation()}
              items={NIGERIAN_STATES.map((s) => ({ id: s, label: s }))}
              selectedKey={state}
              onSelectionChange={(key) => key && setState(String(key))}
            />
            {field('phone', m.fieldPhone(), {
              type: 'tel',
              inputMode: 'tel',
              description: m.fieldPhoneHint(),
            })}
            <Checkbox isSelected={negotiable} onChange={setNegotiable}>
              {m.fieldNegotiable()}
            </Checkbox>
            {field('description', m.fieldDescription())}
            <Button type="submit" size="lg" isPending={busy}>
              {listing ? m.save() : m.post()}
            </Button>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
