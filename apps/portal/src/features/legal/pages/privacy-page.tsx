import { usePageMeta } from '../../../lib/page-meta';
import { LegalDocument } from '../components/legal-document';
import { PRIVACY_POLICY } from '../content/privacy';

/** /privacy: the privacy policy, cookies included, in the interface language (spec §2). */
export function PrivacyPage() {
  usePageMeta('meta.privacy.title', 'meta.privacy.description');
  return <LegalDocument content={PRIVACY_POLICY} />;
}
