import type { Pagination as PageInfo } from '@kiwo/api-client';
import { Pagination } from '@kiwo/ui';
import { useConsoleI18n } from '../../stores/locale';

/** Server-side pages of an admin list (hidden when everything fits on one page). */
export function AdminPager({
  info,
  page,
  onPageChange,
}: {
  info: PageInfo | undefined;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useConsoleI18n();
  if (!info || info.pages <= 1) return null;
  return (
    <Pagination
      page={page}
      pageCount={info.pages}
      onPageChange={onPageChange}
      labels={{
        navigation: t.admin.pagination(),
        previous: t.admin.previous(),
        next: t.admin.next(),
        page: (p, pages) => t.admin.pageLabel({ page: p, pages }),
      }}
    />
  );
}
