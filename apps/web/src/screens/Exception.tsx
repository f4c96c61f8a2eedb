import { HOME_PATH } from '@diary/core';
import { useT } from '../i18n';

/** Start failed (seed 2 §4): the user can try again. */
export default function Exception() {
  const t = useT();
  return (
    <main className="center-page">
      <h1>{t('exception.title')}</h1>
      <button className="button" type="button" onClick={() => window.location.assign(HOME_PATH)}>
        {t('exception.retry')}
      </button>
    </main>
  );
}
