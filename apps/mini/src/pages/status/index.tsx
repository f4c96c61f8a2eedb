import { ItemsTab } from '../../ui/ItemsTab';

export default function StatusPage() {
  return <ItemsTab kind="status" />;
}
