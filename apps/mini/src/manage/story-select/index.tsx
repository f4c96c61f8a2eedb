import { useT } from '../../i18n';
import { StoriesList } from '../../pages/tag/StoriesList';
import { PickerSelect } from '../../ui/PickerSelect';

/** /edit/toolbar/tag/select: the Stories list in select mode, the editor's "#" picker as a page. */
export default function StorySelectPage() {
  const t = useT();
  return (
    <PickerSelect kind="tag" title={t('stories.selectTitle')}>
      <StoriesList mode="select" />
    </PickerSelect>
  );
}
