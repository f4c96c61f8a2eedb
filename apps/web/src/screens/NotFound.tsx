import { routePath } from '@diary/core';
import { Link } from 'react-router';
import { useT } from '../i18n';

export function NotFound() {
  const t = useT();
  return (
    <main className="center-page">
      <h1>404</h1>
      <p>{t('notFound.title')}</p>
      <Link className="button" to={routePath('landing')}>
        {t('notFound.home')}
      </Link>
    </main>
  );
}
