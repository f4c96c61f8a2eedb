import { useAppSelector } from '../app/hooks';
import { i18n, useT } from '../i18n';
import { webNavigation } from '../platform/navigation';
import { FaqList } from './landing/FaqList';

/** FAQs, features, about, and the agreement and policy, whose full text exists in Chinese only (seed 2 §2.11). */
export default function InfoPage({ page }: { page: string }) {
  const t = useT();
  const language = useAppSelector((s) => s.app.preferences.language);
  const legal = page === 'agreement' || page === 'policy';
  const title = page === 'agreement' ? t('legal.agreementTitle') : page === 'policy' ? t('legal.policyTitle') : page === 'faqs' ? t('info.faqs') : page === 'features' ? t('info.features') : t('info.about');
  const chinese = i18n.getFixedT('zh');
  return (
    <div className="info-page">
      <header className="page-bar">
        <button type="button" className="icon-button" aria-label={t('common.back')} onClick={() => webNavigation.back()}>
          ‹
        </button>
        <h1>{title}</h1>
      </header>
      {legal && (
        <>
          {language !== 'zh' && <p className="notice">{t(page === 'agreement' ? 'legal.agreementBody' : 'legal.policyBody')}</p>}
          <p lang="zh">{chinese(page === 'agreement' ? 'legal.agreementBody' : 'legal.policyBody')}</p>
          {page === 'policy' && <p className="muted">{t('legal.effectiveDate', { date: t('legal.policyEffective') })}</p>}
        </>
      )}
      {page === 'faqs' && <FaqList />}
      {page === 'features' && (
        <ul className="feature-list">
          {(['write', 'archive', 'share', 'encryption', 'multiDevice'] as const).map((f) => (
            <li key={f}>
              <h2>{t(`landing.${f}Title`)}</h2>
              <p>{t(`landing.${f}Text`)}</p>
            </li>
          ))}
        </ul>
      )}
      {page === 'about' && <p>{t('info.aboutText')}</p>}
    </div>
  );
}
