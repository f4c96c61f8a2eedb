import { StoriesList } from '../../pages/tag/StoriesList';
import { PickerSelect } from '../../ui/PickerSelect';

/** /edit/toolbar/tag/select: the Stories list in select mode, the editor's "#" picker as a page. */
export default function StorySelectPage() {
  return (
    <PickerSelect kind="tag">
      <StoriesList mode="select" />
    </PickerSelect>
  );
}
