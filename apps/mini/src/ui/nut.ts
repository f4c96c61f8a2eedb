// The NutUI React Taro components the mini program uses, each with its own style only (the whole
// style sheet is 208 KB). The same library, at the same version line, as the web app's NutUI React.
import '@nutui/nutui-react-taro/dist/esm/Popup/style/css';
import '@nutui/nutui-react-taro/dist/esm/ActionSheet/style/css';
import '@nutui/nutui-react-taro/dist/esm/Checkbox/style/css';
import '@nutui/nutui-react-taro/dist/esm/Switch/style/css';
import '@nutui/nutui-react-taro/dist/esm/PullToRefresh/style/css';

export { ActionSheet, Checkbox, Popup, PullToRefresh, Switch } from '@nutui/nutui-react-taro';
