// NutUI components of the diary lists (loaded with the list page only).
import '@nutui/nutui-react/dist/esm/PullToRefresh/style/css';

export { PullToRefresh } from '@nutui/nutui-react';
