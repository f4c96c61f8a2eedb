import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { ABOUT_LINKS, FAQS, FEATURES, INFO_TITLES, isInfoContentPage, type InfoContentPage } from '@diary/core';
import { openAboutLink } from '@diary/store';
import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { useT } from '../../i18n';
import { Screen } from '../../ui/Screen';
import { usePageTitle } from '../../ui/page-title';
import { LegalText } from './LegalText';

/** The info pages (seed 2 §2.1): FAQs, features, about, the agreement and the policy, by `?page=`. */
export default function InfoPage() {
  const t = useT();
  const { page } = useRouter().params;
  if (!isInfoContentPage(page))
    return (
      <Screen needsUser={false}>
        <View className="empty">{t('notFound.title')}</View>
      </Screen>
    );
  return <Info page={page} />;
}

function Info({ page }: { page: InfoContentPage }) {
  const t = useT();
  usePageTitle(INFO_TITLES[page]);
  return (
    <Screen needsUser={false} className={`info-page ${page}-page`}>
      {page === 'faqs' && <Faqs />}
      {page === 'features' &&
        FEATURES.map((feature) => (
          <View key={feature.title} className="info-section">
            <Text className="section-title">{t(feature.title)}</Text>
            <Text className="paragraph">{t(feature.text)}</Text>
          </View>
        ))}
      {page === 'about' && <About />}
      {(page === 'agreement' || page === 'policy') && <LegalText kind={page} />}
    </Screen>
  );
}

/** The app's name and version, what it is, and the store's about links (the features, the questions, the legal texts). */
function About() {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <View>
      <View className="info-section">
        <Text className="section-title">{t('common.appName')}</Text>
        <Text className="muted">{t('settings.version', { version: DIARY_APP_VERSION })}</Text>
      </View>
      <Text className="paragraph">{t('info.aboutText')}</Text>
      {ABOUT_LINKS.map((link) => (
        <View key={link.route} className="cell" ariaRole="button" onClick={() => dispatch(openAboutLink(link.route))}>
          <Text>{t(link.title)}</Text>
          <Text className="row-value">›</Text>
        </View>
      ))}
    </View>
  );
}

/** Each question opens and closes its answer. */
function Faqs() {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <View className="faq-list">
      {FAQS.map((faq, n) => (
        <View key={faq.question} className="faq">
          <View className="cell faq-question" ariaRole="button" onClick={() => setOpen(open === n ? null : n)}>
            <Text>{t(faq.question)}</Text>
            <Text className="row-value">{open === n ? '−' : '+'}</Text>
          </View>
          {open === n && <Text className="paragraph faq-answer">{t(faq.answer)}</Text>}
        </View>
      ))}
    </View>
  );
}
