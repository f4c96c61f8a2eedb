import { FAQS } from '@diary/core';
import { useState } from 'react';
import { useT } from '../../i18n';

/** The FAQ: each question toggles its answer open and closed. */
export function FaqList() {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <dl className="faq-list">
      {FAQS.map((faq, n) => (
        <div key={faq.question} className={open === n ? 'faq open' : 'faq'}>
          <dt>
            <button type="button" aria-expanded={open === n} onClick={() => setOpen(open === n ? null : n)}>
              {t(faq.question)}
            </button>
          </dt>
          {open === n && <dd>{t(faq.answer)}</dd>}
        </div>
      ))}
    </dl>
  );
}
