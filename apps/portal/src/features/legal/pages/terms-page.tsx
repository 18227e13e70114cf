import { usePageMeta } from '../../../lib/page-meta';
import { LegalDocument } from '../components/legal-document';
import { TERMS_OF_USE } from '../content/terms';

/** /terms: the terms of use in the interface language (spec §2). */
export function TermsPage() {
  usePageMeta('meta.terms.title', 'meta.terms.description');
  return <LegalDocument content={TERMS_OF_USE} />;
}
