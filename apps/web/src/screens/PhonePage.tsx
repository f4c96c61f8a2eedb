import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '../app/hooks';
import { layoutPath } from '../layout/paths';
import { Pages } from './Pages';

/** A phone route (/edit/new, /detail/{id}…) full screen; on wider screens it opens in the archive tab's panel instead. */
export function PhonePage() {
  const location = useLocation();
  const view = useAppSelector((s) => s.app.screenView);
  const path = location.pathname + location.search;
  const wide = layoutPath(path, view, 'archive');
  if (view !== 'phone' && wide !== path) return <Navigate to={wide} replace />;
  return (
    <div className="phone-page">
      <Pages />
    </div>
  );
}
