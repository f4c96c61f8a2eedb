// NutUI components of the editor (loaded with that page only).
import '@nutui/nutui-react/dist/esm/Switch/style/css';
import '@nutui/nutui-react/dist/esm/DatePicker/style/css';
import '@nutui/nutui-react/dist/esm/Progress/style/css';

export { DatePicker, Progress, Switch } from '@nutui/nutui-react';
