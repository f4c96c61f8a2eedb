import type { RouteName } from '@diary/core';
import type { ComponentType } from 'react';

type ScreenCode = () => Promise<{ default: ComponentType<never> }>;

const landing = () => import('./landing/Landing');
const login = () => import('./login/LoginPage');
const sharedPage = () => import('./shared/SharedPage');
const phoneForm = () => import('./account/PhoneForm');
const infoPage = () => import('./InfoPage');
const targetPage = () => import('./target/TargetPage');
const photosPage = () => import('./photos/PhotosPage');
const organizerList = () => import('./organize/OrganizerListPage');
const organizerForm = () => import('./organize/OrganizerFormPage');
const organizerSelect = () => import('./organize/OrganizerSelectPage');

/**
 * Where each route's screen's code is, for the screens loaded when first drawn. The router draws them from here, and
 * the page asks at once for the code of the route it opens on (src/main.tsx), with the store's code instead of once
 * start has answered and the router has chosen: a diary opened from a link draws a round trip sooner.
 * (The dashboard's screens are in the first load.)
 */
export const SCREEN_CODE = {
  landing,
  login,
  cellLogin: login,
  bindCell: login,
  intro: () => import('./Intro'),
  exception: () => import('./Exception'),
  sharedDiary: sharedPage,
  sharedList: sharedPage,
  qrcode: () => import('./qrcode/QrCodePage'),
  loginPanel: () => import('./login/LoginPanelPage'),
  webview: () => import('./WebviewPage'),
  editor: () => import('./editor/Editor'),
  detail: () => import('./detail/Detail'),
  list: () => import('./list/DiaryListPage'),
  settings: () => import('./settings/Settings'),
  account: () => import('./settings/Account'),
  nickname: () => import('./account/Nickname'),
  setPhone: phoneForm,
  phoneChange: phoneForm,
  wechatUnbind: () => import('./account/WechatUnbind'),
  deleteAccount: () => import('./account/DeleteAccount'),
  importData: () => import('./account/ImportData'),
  gopro: () => import('./settings/GoPro'),
  about: infoPage,
  aboutAgreement: infoPage,
  aboutPolicy: infoPage,
  faqs: infoPage,
  features: infoPage,
  agreement: infoPage,
  policy: infoPage,
  search: () => import('./Search'),
  targetAdd: targetPage,
  targetEdit: targetPage,
  photos: photosPage,
  itemPhotos: photosPage,
  crop: () => import('./photos/CropPage'),
  canvas: () => import('./canvas/PosterPage'),
  insights: () => import('./insights/Insights'),
  ask: () => import('./ask/Ask'),
  pickerSelect: () => import('./places/PickerSelectPage'),
  topics: organizerList,
  topicAdd: organizerForm,
  topicEdit: organizerForm,
  topicSelect: organizerSelect,
  groups: organizerList,
  groupAdd: organizerForm,
  groupEdit: organizerForm,
  groupSelect: organizerSelect,
} satisfies Partial<Record<RouteName, ScreenCode>>;

/** Asks for the code of the screen a path shows, if it is not in the first load. */
export function loadScreenCode(route: RouteName | undefined): void {
  if (route && route in SCREEN_CODE) void SCREEN_CODE[route as keyof typeof SCREEN_CODE]();
}
