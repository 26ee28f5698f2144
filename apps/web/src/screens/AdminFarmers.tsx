import { Stack } from '@kiwo/ui';
import { AdminUsers } from '../features/admin/AdminUsers';
import { FarmerImport } from '../features/admin/FarmerImport';

/** `/admin/farmers` (admin only, ADR 0015): the list, and the CSV import below it. */
export default function AdminFarmers() {
  return (
    <Stack gap="lg">
      <AdminUsers kind="farmer" />
      <FarmerImport />
    </Stack>
  );
}
