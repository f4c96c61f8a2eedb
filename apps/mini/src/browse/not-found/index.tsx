import { Button, Text } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';
import { useAppSelector } from '../../app/hooks';
import { PAGES, tabPage } from '../../app/pages';
import { useT } from '../../i18n';
import { Screen } from '../../ui/Screen';

/** The path as it was asked for; a malformed escape (from a hand-made link) is shown as it came, not thrown. */
function shownPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A route the mini program has no page for (or a path no route knows): said plainly, with the way home. */
export default function NotFoundPage() {
  const t = useT();
  const path = useRouter().params.path;
  const signedIn = useAppSelector((s) => Boolean(s.session.userId));
  return (
    <Screen needsUser={false} className="not-found-page">
      <Text className="page-title">{t('notFound.title')}</Text>
      {path && <Text className="muted not-found-path">{shownPath(path)}</Text>}
      <Button className="button primary not-found-home" onClick={() => void Taro.reLaunch({ url: signedIn ? tabPage('archive') : PAGES.login })}>
        {t('notFound.home')}
      </Button>
    </Screen>
  );
}
