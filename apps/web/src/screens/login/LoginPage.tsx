import { HOME_PATH, routePath } from '@diary/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../i18n';
import { celebrate } from '../../ui/celebrate';
import { WechatPhoneNote } from '../qrcode/WechatPhoneNote';
import { SignInBox } from './SignInBox';
import './login-panel.css';

/** /login, /celllogin and /bindcell (where a new WeChat binds its phone; WeChat's return, /qrcode, is its own page). */
export default function LoginPage({ mode }: { mode: 'login' | 'bind' }) {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const signedIn = () => {
    void celebrate();
    navigate(next && next.startsWith('/') && !next.startsWith('//') ? next : HOME_PATH, { replace: true });
  };
  return (
    <main className="center-page login-page">
      {mode === 'bind' && <WechatPhoneNote />}
      <SignInBox mode={mode} onSignedIn={signedIn} />
      {/* The product's pages open beside the sign-in box (/login/panel/{page}). */}
      <nav className="login-product-links" aria-label={t('info.about')}>
        <Link to={routePath('loginPanel', { page: 'features' })}>{t('info.features')}</Link>
        <Link to={routePath('loginPanel', { page: 'faqs' })}>{t('info.faqs')}</Link>
      </nav>
    </main>
  );
}
