import { LISTING_CATEGORIES, type ListingCategory, type TransactionType } from '@kiwo/api-client';
import { Button, Select, Stack, TextField } from '@kiwo/ui';
import { type FormEvent, useState } from 'react';
import { useCreateRequest } from '../../data/marketplace';
import { useAreaI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText } from '../auth/errors';
import * as styles from './marketplace.css';

/** Spec §3 Marketplace request: buy or sell, product type, name, brand, description. */
export function RequestForm() {
  const { t, locale } = useAreaI18n('marketplace');
  const m = t.marketplace;
  const { trigger, isMutating } = useCreateRequest();
  const [type, setType] = useState<TransactionType>('buy');
  // No product type until the farmer picks one: a silent "Feed" posted the wrong requests.
  const [productType, setProductType] = useState<ListingCategory | null>(null);
  const [typeError, setTypeError] = useState<string | undefined>();
  const [name, setName] = useState('');
  const [brand, setBrand] = useState('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTypeError(productType ? undefined : t.validation.required());
    setError(name.trim() === '' ? t.validation.required() : undefined);
    if (name.trim() === '' || !productType) return;
    try {
      await trigger({
        transactionType: type,
        productType,
        productName: name.trim(),
        brand: brand.trim() || undefined,
        description: details.trim() || undefined,
      });
      setName('');
      setProductType(null);
      setBrand('');
      setDetails('');
      toast({ title: m.requestPosted(), variant: 'success' });
    } catch (err) {
      toast({
        title: m.failed(),
        description: apiErrorText(err, t, locale, m.failed()),
        variant: 'destructive',
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="new-request-title">
      <Stack gap="sm">
        <h2 id="new-request-title">{m.newRequest()}</h2>
        <div className={styles.filters}>
          <Select
            label={m.fieldType()}
            items={[
              { id: 'buy', label: m.buy() },
              { id: 'sell', label: m.sell() },
            ]}
            selectedKey={type}
            onSelectionChange={(key) => key && setType(key as TransactionType)}
          />
          <Select
            label={m.productType()}
            items={LISTING_CATEGORIES.map((c) => ({ id: c, label: m.category[c]() }))}
            selectedKey={productType}
            placeholder={t.validation.choose()}
            isRequired
            isInvalid={Boolean(typeError)}
            errorMessage={typeError}
            validationBehavior="aria"
            onSelectionChange={(key) => key && setProductType(key as ListingCategory)}
          />
          <TextField
            label={m.productName()}
            value={name}
            onChange={setName}
            isRequired
            isInvalid={Boolean(error)}
            errorMessage={error}
            validationBehavior="aria"
          />
          <TextField label={m.brand()} value={brand} onChange={setBrand} />
        </div>
        <TextField label={m.requestDetails()} value={details} onChange={setDetails} />
        <div>
          <Button type="submit" isPending={isMutating}>
            {m.postRequest()}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
