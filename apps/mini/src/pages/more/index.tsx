import { Text, View } from '@tarojs/components';
import { MORE_MENU } from '@diary/core';
import { useT } from '../../i18n';
import { miniNavigation } from '../../platform/navigation';
import { Screen } from '../../ui/Screen';
import { Widgets } from './Widgets';

/** The more tab: the home widgets, then the menu (core's MORE_MENU): the user's lists and pages, then the product's. */
export default function MorePage() {
  const t = useT();
  return (
    <Screen tab="more" className="more-page">
      <Widgets />
      {[MORE_MENU.mine, MORE_MENU.product].map((entries, group) => (
        <View key={group} className="more-entries">
          {entries.map((entry) => (
            <View key={entry.path} className="cell more-entry" onClick={() => miniNavigation.navigate(entry.path)}>
              <Text>{t(entry.label)}</Text>
              <Text className="row-value">›</Text>
            </View>
          ))}
        </View>
      ))}
    </Screen>
  );
}
