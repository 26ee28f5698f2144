import { MarketplaceScreen } from '../features/marketplace/MarketplaceScreen';

/** `/farmer/marketplace`, `/agent/marketplace`, `/admin/marketplace` (issue 8). */
export default function Marketplace() {
  return <MarketplaceScreen />;
}
