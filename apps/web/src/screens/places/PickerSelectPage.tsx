import { lazy } from 'react';
import { useParams } from 'react-router';
import { NotFound } from '../NotFound';

const PlaceSelect = lazy(() => import('./PlaceSelect'));

/** /edit/toolbar/{listType}/select: the editor's pickers as screens. The places one so far; people and stories to come. */
export default function PickerSelectPage() {
  const { listType } = useParams();
  return listType === 'location' ? <PlaceSelect /> : <NotFound />;
}
