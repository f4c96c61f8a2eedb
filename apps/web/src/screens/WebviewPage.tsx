import { isInfoPage } from '@diary/core';
import { useParams } from 'react-router';
import InfoPage from './InfoPage';
import { NotFound } from './NotFound';

/** /webview/{features,faqs,agreement,policy}: the product's pages for another app's web view (seed 2 §2.2). */
export default function WebviewPage() {
  const { page } = useParams();
  return isInfoPage(page) ? <InfoPage page={page} chrome="logo" /> : <NotFound />;
}
