import { PANEL_ROUTES, ROUTES, type PanelRouteName } from '@diary/core';
import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useAppSelector } from '../app/hooks';
import { Suspended } from '../ui/Suspended';
import { NotFound } from './NotFound';
import { SCREEN_CODE } from './screen-code';

const Editor = lazy(SCREEN_CODE.editor);
const Detail = lazy(SCREEN_CODE.detail);
const DiaryListPage = lazy(SCREEN_CODE.list);
const Settings = lazy(SCREEN_CODE.settings);
const Account = lazy(SCREEN_CODE.account);
const Nickname = lazy(SCREEN_CODE.nickname);
const PhoneForm = lazy(SCREEN_CODE.setPhone);
const WechatUnbind = lazy(SCREEN_CODE.wechatUnbind);
const DeleteAccount = lazy(SCREEN_CODE.deleteAccount);
const ImportData = lazy(SCREEN_CODE.importData);
const GoPro = lazy(SCREEN_CODE.gopro);
const InfoPage = lazy(SCREEN_CODE.about);
const Search = lazy(SCREEN_CODE.search);
const TargetPage = lazy(SCREEN_CODE.targetAdd);
const PhotosPage = lazy(SCREEN_CODE.photos);
const CropPage = lazy(SCREEN_CODE.crop);
const PosterPage = lazy(SCREEN_CODE.canvas);
const Insights = lazy(SCREEN_CODE.insights);
const Ask = lazy(SCREEN_CODE.ask);
const PickerSelectPage = lazy(SCREEN_CODE.pickerSelect);
const OrganizerListPage = lazy(SCREEN_CODE.topics);
const OrganizerFormPage = lazy(SCREEN_CODE.topicAdd);
const OrganizerSelectPage = lazy(SCREEN_CODE.topicSelect);

/** The screen of each route that opens beside the dashboard; which routes those are is core's route table. */
const SCREENS: { readonly [N in PanelRouteName]: ReactNode } = {
  settings: <Settings />,
  account: <Account />,
  nickname: <Nickname />,
  setPhone: <PhoneForm mode="set" />,
  phoneChange: <PhoneForm mode="change" />,
  wechatUnbind: <WechatUnbind />,
  deleteAccount: <DeleteAccount />,
  importData: <ImportData />,
  about: <InfoPage page="about" />,
  aboutAgreement: <InfoPage page="agreement" />,
  aboutPolicy: <InfoPage page="policy" />,
  gopro: <GoPro />,
  faqs: <InfoPage page="faqs" />,
  features: <InfoPage page="features" />,
  agreement: <InfoPage page="agreement" />,
  policy: <InfoPage page="policy" />,
  search: <Search />,
  editor: <Editor />,
  detail: <Detail />,
  list: <DiaryListPage />,
  targetAdd: <TargetPage />,
  targetEdit: <TargetPage />,
  photos: <PhotosPage />,
  itemPhotos: <PhotosPage />,
  crop: <CropPage />,
  canvas: <PosterPage />,
  insights: <Insights />,
  ask: <Ask />,
  pickerSelect: <PickerSelectPage />,
  topics: <OrganizerListPage kind="topic" />,
  topicAdd: <OrganizerFormPage kind="topic" />,
  topicEdit: <OrganizerFormPage kind="topic" />,
  topicSelect: <OrganizerSelectPage kind="topic" />,
  groups: <OrganizerListPage kind="group" />,
  groupAdd: <OrganizerFormPage kind="group" />,
  groupEdit: <OrganizerFormPage kind="group" />,
  groupSelect: <OrganizerSelectPage kind="group" />,
};

/** Pages that need a signed-in user send a visitor to /login (seed 2 §2.1: only a few phone routes are open). */
export function SignedIn({ children }: { children: ReactNode }) {
  const start = useAppSelector((s) => s.app.start);
  const signedIn = useAppSelector((s) => Boolean(s.session.userId));
  const location = useLocation();
  if (start !== 'ready' && start !== 'failed') return <div className="page-loading" aria-busy="true" />;
  if (!signedIn) return <Navigate to={`${ROUTES.login.path}?next=${encodeURIComponent(location.pathname)}`} replace />;
  return <Suspended>{children}</Suspended>;
}

/** A route's screen, behind sign-in unless the route table opens it to visitors. */
export function guarded(open: boolean, screen: ReactNode): ReactNode {
  return open ? <Suspended>{screen}</Suspended> : <SignedIn>{screen}</SignedIn>;
}

/** The phone routes, relative to where they are mounted: the page root, a dashboard panel or its settings. */
export function Pages({ settings = false }: { settings?: boolean }) {
  return (
    <Routes>
      {/* …/settings itself is the settings page. */}
      {settings && <Route index element={guarded(ROUTES.settings.open, SCREENS.settings)} />}
      {PANEL_ROUTES.map((name) => (
        <Route key={name} path={ROUTES[name].path.slice(1)} element={guarded(ROUTES[name].open, SCREENS[name])} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
