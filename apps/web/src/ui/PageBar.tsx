import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { webNavigation } from '../platform/navigation';

/** A page's top bar: back, the title, and what the page puts at the end. */
export function PageBar({ title, children }: { title: string; children?: ReactNode }) {
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
