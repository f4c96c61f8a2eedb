import { ItemsTab } from '../../ui/ItemsTab';

export default function PeoplePage() {
  return <ItemsTab kind="people" />;
}
