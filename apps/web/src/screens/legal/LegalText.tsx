import type { LegalDocument, LegalDocumentKind } from '@diary/core/legal';
import { useEffect, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { i18n, useT } from '../../i18n';
import './legal.css';

/** The texts are long: they are fetched the first time one is shown, never with the app's first load. */
const loadDocuments = () => import('@diary/core/legal');

function useLegalDocument(kind: LegalDocumentKind): LegalDocument | undefined {
  const [doc, setDoc] = useState<LegalDocument>();
  useEffect(() => {
    let live = true;
    void loadDocuments().then((texts) => {
      if (live) setDoc(kind === 'agreement' ? texts.AGREEMENT : texts.POLICY);
    });
    return () => {
      live = false;
    };
  }, [kind]);
  return doc;
}

/**
 * The user agreement or the privacy policy in full. They exist in Chinese only (seed 2 §2.11): a
 * reader in another language is told so above the Chinese text.
 */
export function LegalText({ kind, headingLevel = 2 }: { kind: LegalDocumentKind; headingLevel?: 2 | 3 }) {
  const t = useT();
  const language = useAppSelector((s) => s.app.preferences.language);
  const doc = useLegalDocument(kind);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="legal-text" aria-busy={!doc}>
      {language !== 'zh' && <p className="notice legal-note">{t('legal.noEnglishVersion')}</p>}
      {doc ? (
        <div lang="zh">
          <p className="muted">{i18n.getFixedT('zh')('legal.effectiveDate', { date: doc.effectiveDate })}</p>
          {doc.preface.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {doc.sections.map((section) => (
            <section key={section.heading}>
              <Heading>{section.heading}</Heading>
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          ))}
        </div>
      ) : (
        <p className="muted">{t('common.loading')}</p>
      )}
    </article>
  );
}
