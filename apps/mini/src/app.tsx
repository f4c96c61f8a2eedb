import '@diary/core/client-parsing';
import Taro, { useLaunch } from '@tarojs/taro';
import { loadFeatures, sellsProSet, startApp } from '@diary/store';
import { useEffect, type PropsWithChildren } from 'react';
import { Provider } from 'react-redux';
import { useAppSelector } from './app/hooks';
import { store } from './app/store';
import { i18n } from './i18n';
import './app.css';

/** The saved language, applied to every text as soon as the store has it. */
function Language({ children }: PropsWithChildren) {
  const language = useAppSelector((s) => s.app.preferences.language);
  useEffect(() => void i18n.changeLanguage(language), [language]);
  return children;
}

export default function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    // WeChat allows no payment for virtual goods in a mini program on iOS (nor a price, nor a way to pay elsewhere).
    if (process.env.TARO_ENV === 'weapp' && Taro.getSystemInfoSync().platform === 'ios') store.dispatch(sellsProSet(false));
    void store.dispatch(startApp());
    // What this server offers (its price and how it is paid, WeChat sign-in, weather…), for every page, as on the web.
    void store.dispatch(loadFeatures());
  });
  return (
    <Provider store={store}>
      <Language>{children}</Language>
    </Provider>
  );
}
