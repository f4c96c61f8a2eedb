import { ItemsTab } from '../../ui/ItemsTab';

export default function LocationPage() {
  return <ItemsTab kind="location" />;
}
