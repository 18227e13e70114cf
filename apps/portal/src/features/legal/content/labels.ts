import type { Language } from '@kiddo/contracts';

/*
 * The few interface words of the legal pages. They live with the legal content rather than in
 * the locales: the documents and their frame are reviewed and versioned together.
 */

export interface LegalLabels {
  lastUpdated: string;
  /** The notice under the title, about how early changes are announced. */
  changeNotice: (days: number) => string;
  contents: string;
  backToHome: string;
  faqTitle: string;
  faqIntro: string;
  /** The closing line of the FAQ, before the support address. */
  faqMoreHelp: string;
  /** Accessible names of the other legal documents, for the links under the FAQ. */
  termsLink: string;
  privacyLink: string;
}

/** The legal pages' labels in each interface language. */
export const LEGAL_LABELS: Record<Language, LegalLabels> = {
  pt: {
    lastUpdated: 'Última atualização',
    changeNotice: (days) =>
      `Quando mudarmos este documento de forma relevante, você será avisado por e-mail com ${days} dias de antecedência.`,
    contents: 'Nesta página',
    backToHome: 'Voltar para o início',
    faqTitle: 'Perguntas frequentes',
    faqIntro: 'Respostas rápidas sobre o Kiddo, a segurança das crianças, os tokens e a sua conta.',
    faqMoreHelp: 'Não encontrou o que procurava? Escreva para',
    termsLink: 'Termos de Uso',
    privacyLink: 'Política de Privacidade',
  },
  en: {
    lastUpdated: 'Last updated',
    changeNotice: (days) =>
      `When we change this document in a meaningful way, we will tell you by e-mail ${days} days in advance.`,
    contents: 'On this page',
    backToHome: 'Back to home',
    faqTitle: 'Frequently asked questions',
    faqIntro: 'Quick answers about Kiddo, children’s safety, tokens and your account.',
    faqMoreHelp: 'Didn’t find what you were looking for? Write to',
    termsLink: 'Terms of Use',
    privacyLink: 'Privacy Policy',
  },
  es: {
    lastUpdated: 'Última actualización',
    changeNotice: (days) =>
      `Cuando cambiemos este documento de manera relevante, le avisaremos por correo electrónico con ${days} días de anticipación.`,
    contents: 'En esta página',
    backToHome: 'Volver al inicio',
    faqTitle: 'Preguntas frecuentes',
    faqIntro: 'Respuestas rápidas sobre Kiddo, la seguridad de los niños, los tokens y su cuenta.',
    faqMoreHelp: '¿No encontró lo que buscaba? Escriba a',
    termsLink: 'Términos de Uso',
    privacyLink: 'Política de Privacidad',
  },
};
