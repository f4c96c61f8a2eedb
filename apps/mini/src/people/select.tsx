import { useT } from '../i18n';
import { PickerSelect } from '../ui/PickerSelect';
import { PeopleList } from './PeopleList';

/** /edit/toolbar/people/select: the People list in select mode, the editor's "@" picker as a page. */
export default function PeopleSelectPage() {
  const t = useT();
  return (
    <PickerSelect kind="people" title={t('people.selectTitle')}>
      <PeopleList mode="select" />
    </PickerSelect>
  );
}
