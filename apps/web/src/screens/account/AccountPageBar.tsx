import { useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';

/** The account pages' top bar: back, then the page's title. */
export function AccountPageBar({ title }: { title: string }) {
  const t = useT();
  return (
    <header className="page-bar">
      <button type="button" className="icon-button" aria-label={t('common.back')} onClick={() => webNavigation.back()}>
        ‹
      </button>
      <h1>{title}</h1>
    </header>
  );
}
