import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useAppSelector } from '../app/hooks';
import { Suspended } from '../ui/Suspended';
import { NotFound } from './NotFound';

const Editor = lazy(() => import('./editor/Editor'));
const Detail = lazy(() => import('./detail/Detail'));
const DiaryListPage = lazy(() => import('./list/DiaryListPage'));
const Settings = lazy(() => import('./settings/Settings'));
const Account = lazy(() => import('./settings/Account'));
const GoPro = lazy(() => import('./settings/GoPro'));
const InfoPage = lazy(() => import('./InfoPage'));
const Search = lazy(() => import('./Search'));

/** Pages that need a signed-in user send a visitor to /login (seed 2 §2.1: only a few phone routes are open). */
export function SignedIn({ children }: { children: ReactNode }) {
  const start = useAppSelector((s) => s.app.start);
  const signedIn = useAppSelector((s) => Boolean(s.session.userId));
  const location = useLocation();
  if (start !== 'ready' && start !== 'failed') return <div className="page-loading" aria-busy="true" />;
  if (!signedIn) return <Navigate to={`/login?next=${encodeURIComponent(location.pathname)}`} replace />;
  return <Suspended>{children}</Suspended>;
}

const open = (page: ReactNode) => <Suspended>{page}</Suspended>;

/** The phone routes, relative to where they are mounted: the page root, a dashboard panel or its settings. */
export function Pages({ settings = false }: { settings?: boolean }) {
  return (
    <Routes>
      {settings && <Route index element={open(<Settings />)} />}
      <Route path="settings" element={open(<Settings />)} />
      <Route path="account" element={<SignedIn><Account /></SignedIn>} />
      <Route path="edit/:diaryId" element={<SignedIn><Editor /></SignedIn>} />
      <Route path="detail/:diaryId" element={<SignedIn><Detail /></SignedIn>} />
      <Route path="list/:listType" element={<SignedIn><DiaryListPage /></SignedIn>} />
      <Route path="list/:listType/:listId" element={<SignedIn><DiaryListPage /></SignedIn>} />
      <Route path="gopro" element={open(<GoPro />)} />
      <Route path="search" element={open(<Search />)} />
      {['faqs', 'features', 'about', 'agreement', 'policy', 'about/agreement', 'about/policy'].map((page) => (
        <Route key={page} path={page} element={open(<InfoPage page={page.replace('about/', '')} />)} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
