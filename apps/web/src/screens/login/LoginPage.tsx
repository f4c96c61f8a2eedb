import { HOME_PATH, routePath } from '@diary/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../i18n';
import { celebrate } from '../../ui/celebrate';
import { WechatPhoneNote } from '../qrcode/WechatPhoneNote';
import { SignInBox } from './SignInBox';
import './login-panel.css';

/** /login, /celllogin, /bindcell and /qrcode (where WeChat returns after a scan). */
export default function LoginPage({ mode }: { mode: 'login' | 'bind' | 'qrcode' }) {
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
      {mode === 'qrcode' && <p className="notice">{t('login.qrTip')}</p>}
      {mode === 'bind' && <WechatPhoneNote />}
      <SignInBox mode={mode === 'bind' ? 'bind' : 'login'} onSignedIn={signedIn} />
      {/* The product's pages open beside the sign-in box (/login/panel/{page}). */}
      <nav className="login-product-links" aria-label={t('info.about')}>
        <Link to={routePath('loginPanel', { page: 'features' })}>{t('info.features')}</Link>
        <Link to={routePath('loginPanel', { page: 'faqs' })}>{t('info.faqs')}</Link>
      </nav>
    </main>
  );
}
