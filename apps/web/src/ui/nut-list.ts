// NutUI components of the diary lists (loaded with the list page only).
import '@nutui/nutui-react/dist/esm/PullToRefresh/style/css';
import '@nutui/nutui-react/dist/esm/CalendarCard/style/css';

export { CalendarCard, PullToRefresh } from '@nutui/nutui-react';
