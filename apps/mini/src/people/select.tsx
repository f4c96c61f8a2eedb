import { PickerSelect } from '../ui/PickerSelect';
import { PeopleList } from './PeopleList';

/** /edit/toolbar/people/select: the People list in select mode, the editor's "@" picker as a page. */
export default function PeopleSelectPage() {
  return (
    <PickerSelect kind="people">
      <PeopleList mode="select" />
    </PickerSelect>
  );
}
