import { useState } from 'react';
import { useT } from '../../i18n';

const FAQS = [1, 2, 3, 4] as const;

/** The FAQ: each question toggles its answer open and closed. */
export function FaqList() {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <dl className="faq-list">
      {FAQS.map((n) => (
        <div key={n} className={open === n ? 'faq open' : 'faq'}>
          <dt>
            <button type="button" aria-expanded={open === n} onClick={() => setOpen(open === n ? null : n)}>
              {t(`info.faq${n}Q`)}
            </button>
          </dt>
          {open === n && <dd>{t(`info.faq${n}A`)}</dd>}
        </div>
      ))}
    </dl>
  );
}
