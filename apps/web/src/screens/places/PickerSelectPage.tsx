import { lazy } from 'react';
import { useParams } from 'react-router';
import { NotFound } from '../NotFound';

const PlaceSelect = lazy(() => import('./PlaceSelect'));
const RefSelect = lazy(() => import('../pickers/RefSelect'));

/** /edit/toolbar/{listType}/select: the editor's pickers as screens. Places, people and stories. */
export default function PickerSelectPage() {
  const { listType } = useParams();
  if (listType === 'people' || listType === 'tag') return <RefSelect kind={listType} />;
  return listType === 'location' ? <PlaceSelect /> : <NotFound />;
}
