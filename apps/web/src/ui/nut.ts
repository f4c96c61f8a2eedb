// The NutUI components the app uses, each with its own stylesheet, so a page pulls in only what it
// shows. Import NutUI from here, never directly, to keep the styles next to their components.
import '@nutui/nutui-react/dist/esm/Toast/style/css';
import '@nutui/nutui-react/dist/esm/Dialog/style/css';
import '@nutui/nutui-react/dist/esm/Popup/style/css';
import '@nutui/nutui-react/dist/esm/Button/style/css';
import '@nutui/nutui-react/dist/esm/Tabbar/style/css';
import '@nutui/nutui-react/dist/esm/TabbarItem/style/css';
import '@nutui/nutui-react/dist/esm/Checkbox/style/css';

export { Button, Checkbox, Dialog, Popup as NutPopup, Tabbar, TabbarItem, Toast } from '@nutui/nutui-react';

// The confirm dialogs' keyboard (platform/feedback.ts), loaded with NutUI's Dialog.
export { DialogFocus } from './DialogFocus';
