import { Screen } from '../../ui/Screen';
import { StoriesList } from './StoriesList';

/** The Stories tab. */
export default function TagPage() {
  return (
    <Screen tab="tag" className="stories-page">
      <StoriesList mode="view" />
    </Screen>
  );
}
