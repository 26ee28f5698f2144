import { ApiError } from '@kiwo/api-client';
import { Link, Stack } from '@kiwo/ui';
import { useFarmScope } from '../../routes/farmScope';
import { useI18n } from '../../stores/locale';

/** The id names nothing (404, or 400 when malformed): not a network failure. */
export const isMissing = (...errors: unknown[]) =>
  errors.some(
    (error) => error instanceof ApiError && (error.status === 404 || error.status === 400),
  );

/**
 * The page of an unknown batch, section or record id: a heading, what is missing, and the way
 * back to the farm's batches.
 */
export function NotFoundNotice({ message }: { message: string }) {
  const { t } = useI18n();
  const { paths } = useFarmScope();
  return (
    <Stack gap="lg">
      <h1>{t.notFound.title()}</h1>
      <p>{message}</p>
      <Link variant="primary" href={paths.batches}>
        {t.farm.goToBatches()}
      </Link>
    </Stack>
  );
}
