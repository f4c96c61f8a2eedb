// NutUI components of the editor and the detail (loaded with those pages only).
import '@nutui/nutui-react/dist/esm/Switch/style/css';
import '@nutui/nutui-react/dist/esm/Swiper/style/css';
import '@nutui/nutui-react/dist/esm/SwiperItem/style/css';
import '@nutui/nutui-react/dist/esm/DatePicker/style/css';
import '@nutui/nutui-react/dist/esm/Progress/style/css';

export { DatePicker, Progress, Swiper, SwiperItem, Switch } from '@nutui/nutui-react';
