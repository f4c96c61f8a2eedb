import { isInfoPage, routePath } from '@diary/core';
import { Link, useParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import InfoPage, { useInfoTitle, type InfoPageKind } from '../InfoPage';
import { NotFound } from '../NotFound';
import LoginPage from './LoginPage';

function Panel({ page }: { page: InfoPageKind }) {
  const t = useT();
  const title = useInfoTitle(page);
  const bar = (
    <header className="page-bar">
      <h1>{title}</h1>
      <Link className="icon-button" to={routePath('login')} aria-label={t('common.close')}>
        ✕
      </Link>
    </header>
  );
  return <InfoPage page={page} bar={bar} />;
}

/**
 * /login/panel/{features,faqs,agreement,policy} (seed 2 §2.1): a page of the product opened from the
 * sign-in page. On pad and desktop it is a panel beside the sign-in box; on a phone it is the whole
 * screen, and closing it returns to the sign-in box.
 */
export default function LoginPanelPage() {
  const { page } = useParams();
  const phone = useAppSelector((s) => s.app.screenView === 'phone');
  if (!isInfoPage(page)) return <NotFound />;
  if (phone) return <Panel page={page} />;
  return (
    <div className="login-with-panel">
      <LoginPage mode="login" />
      <aside className="login-panel">
        <Panel page={page} />
      </aside>
    </div>
  );
}
