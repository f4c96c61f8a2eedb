import { Text, View } from '@tarojs/components';
import { AGREEMENT, POLICY, type LegalDocumentKind } from '@diary/core/legal';
import { useAppSelector } from '../../app/hooks';
import { i18n, useT } from '../../i18n';

/**
 * The user agreement or the privacy policy in full, in Chinese only (seed 2 §2.11): a reader in another
 * language is told so above it. The texts sit in this subpackage, not in the main package.
 */
export function LegalText({ kind }: { kind: LegalDocumentKind }) {
  const t = useT();
  const language = useAppSelector((s) => s.app.preferences.language);
  const doc = kind === 'agreement' ? AGREEMENT : POLICY;
  return (
    <View className="legal-text">
      {language !== 'zh' && <Text className="notice legal-note">{t('legal.noEnglishVersion')}</Text>}
      <Text className="muted paragraph">{i18n.getFixedT('zh')('legal.effectiveDate', { date: doc.effectiveDate })}</Text>
      {doc.preface.map((p) => (
        <Text key={p} className="paragraph">
          {p}
        </Text>
      ))}
      {doc.sections.map((section) => (
        <View key={section.heading} className="legal-section">
          <Text className="section-title">{section.heading}</Text>
          {section.paragraphs.map((p) => (
            <Text key={p} className="paragraph">
              {p}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}
