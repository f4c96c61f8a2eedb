import { ItemsTab } from '../../ui/ItemsTab';

export default function TagPage() {
  return <ItemsTab kind="tag" />;
}
