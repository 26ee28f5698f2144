import { MarketplaceScreen } from '../features/marketplace/MarketplaceScreen';

/** `/farmer/marketplace`, `/agent/marketplace`, `/admin/marketplace`. */
export default function Marketplace() {
  return <MarketplaceScreen />;
}
