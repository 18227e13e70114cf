import { Fragment } from 'react';
import { LEGAL_CONTACTS } from '../content/legal-meta';

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Splits a text around the contact addresses; the capture group keeps them as their own parts. */
const CONTACT_PATTERN = new RegExp(`(${Object.values(LEGAL_CONTACTS).map(escapeForPattern).join('|')})`);
const CONTACT_ADDRESSES: ReadonlySet<string> = new Set(Object.values(LEGAL_CONTACTS));

/** A text of the legal content in which our contact addresses become mailto links. */
export function ContactText({ text }: { text: string }) {
  let offset = 0;
  const parts = text
    .split(CONTACT_PATTERN)
    .filter((part) => part !== '')
    .map((part) => {
      const key = offset;
      offset += part.length;
      return { key, part };
    });
  return (
    <>
      {parts.map(({ key, part }) =>
        CONTACT_ADDRESSES.has(part) ? (
          <a
            key={key}
            href={`mailto:${part}`}
            className="font-medium break-all text-violet-700 underline underline-offset-2 hover:text-violet-900 dark:text-violet-300 dark:hover:text-violet-200"
          >
            {part}
          </a>
        ) : (
          <Fragment key={key}>{part}</Fragment>
        ),
      )}
    </>
  );
}
