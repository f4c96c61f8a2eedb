// The ARIA states WeChat reads on a view (config/aria.cjs puts them in its template) that Taro's types leave out.
import '@tarojs/components/types/View';

declare module '@tarojs/components/types/View' {
  interface ViewProps {
    ariaHidden?: boolean;
    ariaSelected?: boolean;
    ariaChecked?: boolean;
  }
}
