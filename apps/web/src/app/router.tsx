import { PANEL_FORMS, panelFormPattern, ROUTES, STANDALONE_ROUTES, type StandaloneRouteName } from '@diary/core';
import { lazy, useEffect, type ReactNode } from 'react';
import { BrowserRouter, Outlet, Route, Routes, useNavigate } from 'react-router';
import { connectNavigation } from '../platform/navigation';
import { Dashboard } from '../screens/dashboard/Dashboard';
import { WaitingSheetHost } from '../screens/dashboard/SyncStatus';
import { GatePrompts } from '../screens/gate/GatePrompts';
import { guarded } from '../screens/Pages';
import { PhonePage } from '../screens/PhonePage';
import { SCREEN_CODE } from '../screens/screen-code';

const Landing = lazy(SCREEN_CODE.landing);
const LoginPage = lazy(SCREEN_CODE.login);
const Exception = lazy(SCREEN_CODE.exception);
const Intro = lazy(SCREEN_CODE.intro);
const SharedPage = lazy(SCREEN_CODE.sharedDiary);
const QrCodePage = lazy(SCREEN_CODE.qrcode);
const LoginPanelPage = lazy(SCREEN_CODE.loginPanel);
const WebviewPage = lazy(SCREEN_CODE.webview);

/** The screen of each route that is a page of its own; which routes those are is core's route table. */
const SCREENS: { readonly [N in StandaloneRouteName]: ReactNode } = {
  landing: <Landing />,
  intro: <Intro />,
  login: <LoginPage mode="login" />,
  cellLogin: <LoginPage mode="login" />,
  bindCell: <LoginPage mode="bind" />,
  qrcode: <QrCodePage />,
  exception: <Exception />,
  dashboard: <Dashboard />,
  sharedDiary: <SharedPage />,
  sharedList: <SharedPage />,
  loginPanel: <LoginPanelPage />,
  webview: <WebviewPage />,
};

/** Hands the router's navigate function over to the store's navigation service. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => connectNavigation(navigate), [navigate]);
  return null;
}

/** What every route shows around its screen: the store's navigation, the gate's prompts, and the sheet of what waits to sync. */
function Shell() {
  return (
    <>
      <NavigationBridge />
      <Outlet />
      <GatePrompts />
      <WaitingSheetHost />
    </>
  );
}

/**
 * The app's routes (seed 2 §2.1, core's route table): pages of their own, the dashboard with its panels,
 * and the phone routes. Not a data router: nothing holds a way out (Back from an editor keeps its draft), and the
 * data router cost the first screen 15 KB.
 */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Shell />}>
          {STANDALONE_ROUTES.map((name) => (
            <Route key={name} path={ROUTES[name].path} element={guarded(ROUTES[name].open, SCREENS[name])} />
          ))}
          {/* The dashboard decides who may see a panel: a visitor is let through to an open page. */}
          {PANEL_FORMS.map((form) => (
            <Route key={form} path={panelFormPattern(form)} element={<Dashboard panel={form} />} />
          ))}
          {/* Every other path is a phone route (/edit/new, /detail/{id}…) or page-not-found. */}
          <Route path="*" element={<PhonePage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
