import { Screen } from '../ui/Screen';
import { PeopleList } from './PeopleList';

/** The People tab: its own subpackage, as it carries the pinyin dictionary (app/pages.ts). */
export default function PeoplePage() {
  return (
    <Screen tab="people" className="people-page">
      <PeopleList mode="view" />
    </Screen>
  );
}
