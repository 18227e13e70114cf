import { type Language, resolveLanguage } from '@kiddo/contracts';

/** The chat site's texts; the chat itself arrives with the chat issue. */
export const TEXTS = {
  pt: {
    hello: 'Oi! Eu sou o Kiddo.',
    askGrownUp: 'Para conversar comigo, peça ao seu responsável para abrir o seu link de acesso.',
    linkReceived: 'Recebi o seu link de acesso! O bate-papo com o Kiddo chega em breve por aqui.',
  },
  en: {
    hello: "Hi! I'm Kiddo.",
    askGrownUp: 'To chat with me, ask your grown-up to open your access link.',
    linkReceived: 'I got your access link! Chatting with Kiddo arrives here soon.',
  },
  es: {
    hello: '¡Hola! Soy Kiddo.',
    askGrownUp: 'Para hablar conmigo, pide a tu adulto que abra tu enlace de acceso.',
    linkReceived: '¡Recibí tu enlace de acceso! La charla con Kiddo llega pronto aquí.',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** The browser's language, since a child arriving here has no profile loaded yet. */
export function browserLanguage(): Language {
  return resolveLanguage(typeof navigator === 'undefined' ? undefined : navigator.language);
}
