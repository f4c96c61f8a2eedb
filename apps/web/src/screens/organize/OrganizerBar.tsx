import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';

/** The bar of the topic and group screens: back, the title, and an action on the end. */
export function OrganizerBar({ title, children }: { title: string; children?: ReactNode }) {
  const t = useT();
  return (
    <header className="page-bar">
      <button type="button" className="icon-button" aria-label={t('common.back')} onClick={() => webNavigation.back()}>
        ‹
      </button>
      <h1>{title}</h1>
      {children}
    </header>
  );
}
