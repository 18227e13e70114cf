/*
 * Finds personal data written as numbers and symbols: e-mail addresses, phone numbers
 * (Brazilian, US, Spanish and any "+country" number), Brazilian CPF, Spanish DNI, US SSN,
 * payment card numbers and street addresses with a house number. These run on the folded
 * text with its digits and punctuation intact, before any leetspeak decoding.
 *
 * Ordinary numbers must pass: "I have 3 cats", "2 + 2 = 4", "1989", "1939-1945",
 * "213.000.000 habitantes", "3.14159", dates and times. So a digit run is a phone number only
 * when its shape is one (groups as people write phone numbers, an area code, a "+") or when a
 * word like "telefone"/"call me"/"llámame" stands just before it.
 */

/** The rule name reported to the parent for each kind of data. */
export type PersonalDataKind = 'email' | 'phone-number' | 'cpf' | 'national-id' | 'card-number' | 'street-address';

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/;
const FORMATTED_CPF = /(?<![\d.])\d{3}\.\d{3}\.\d{3}-\d{2}(?!\d)/;
const US_SOCIAL_SECURITY = /(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])/;
const SPANISH_DNI = /(?<![a-z0-9])(\d{8})[\s-]?([a-z])(?![a-z0-9])/g;
const DNI_LETTERS = 'trwagmyfpdxbnjzsqvhlcke';
const CARD_NUMBER = /(?<!\d)(?:\d{4}[\s-]?){3}\d{1,7}(?!\d)/g;
const STREET_WITH_NUMBER =
  /(?<![a-z])(?:rua|r\.|av\.?|avenida|travessa|alameda|praca|estrada|rodovia|calle|c\/|avda\.?|plaza|paseo|carretera|camino)\s+(?:[a-z]+\.?\s+){0,5}?[a-z]+\.?\s*(?:,\s*(?:n[o°.]?\s*)?|\s+n[o°.]\s*|\s+numero\s+|\s+nro\.?\s*|\s+)\d{1,5}(?=\s*(?:$|[,.;:!?)\n-]|(?:apto|ap|apartamento|bloco|casa|andar|bairro|cep|piso|puerta|portal|depto|dpto)\b))/;
const NUMBER_FIRST_STREET =
  /(?<![\d.,])\d{1,5}\s+(?:[a-z]+\s+){1,2}(?:street|st|avenue|ave|road|rd|lane|ln|boulevard|blvd|drive|dr|court|ct|way|place|pl|circle|terrace|parkway)(?![a-z])/;
/** A run of digits as phone numbers are written: digits, spaces, dots, dashes, parentheses, a leading +. */
const DIGIT_RUN = /\+?\s?\(?\d[\d ().-]*\d\)?/g;
/** Words that announce a phone number; a bare "número"/"number" does not (maths is full of numbers). */
const CONTACT_WORD_BEFORE =
  /(?:telefone|\btel|\bcel|celular|\bzap|whats|whatsapp|\bfone|\bliga|ligar|ligue|contato|phone|\bcall|text me|\bcell|mobile|contact|telefono|movil|llama|llamame|llamar|(?:meu|mi) numero|my number)\W{0,12}(?:\w+\W{1,3}){0,2}$/;
const YEAR = /^(?:1[5-9]|20)\d\d$/;

function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let index = 0; index < length; index += 1) sum += Number(digits[index]) * (length + 1 - index);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]);
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function hasSpanishDni(text: string): boolean {
  for (const match of text.matchAll(SPANISH_DNI)) {
    if (DNI_LETTERS[Number(match[1]) % 23] === match[2]) return true;
  }
  return false;
}

function hasCardNumber(text: string): boolean {
  for (const match of text.matchAll(CARD_NUMBER)) {
    const digits = match[0].replace(/\D/g, '');
    if (digits.length >= 13 && digits.length <= 19 && passesLuhn(digits)) return true;
  }
  return false;
}

/** Round or repeated numbers ("100000000", "999999999") are counting, not dialling. */
const isRoundOrRepeated = (digits: string) => /^\d0{5,}$/.test(digits) || /^(\d)\1+$/.test(digits);

/** Whether digit groups have one of the shapes phone numbers are written in. */
function hasPhoneShape(run: string, digits: string): boolean {
  const groups = run.split(/\D+/).filter((group) => group !== '');
  const shape = groups.map((group) => group.length).join('-');
  const first = groups[0] ?? '';
  if (run.startsWith('+')) return digits.length >= 8 && digits.length <= 15;
  if (/^\(\d{2,3}\)/.test(run)) return digits.length >= 10 && digits.length <= 11;
  if (groups.every((group) => YEAR.test(group))) return false;
  switch (shape) {
    case '2-5-4':
    case '2-4-4':
    case '2-9':
    case '3-3-4':
    case '1-3-3-4':
    case '3-2-2-2':
      return true;
    case '5-4':
      return first.startsWith('9');
    case '4-4':
      return /^[2-5]/.test(first);
    case '3-3-3':
      return /^[6-9]/.test(first);
    case '9':
      return /^[6-9]/.test(first);
    case '10':
      return /^[2-9]\d{2}[2-9]/.test(first);
    case '11':
      return /^[1-9]{2}9/.test(first);
    default:
      return false;
  }
}

function hasPhoneNumber(text: string): boolean {
  for (const match of text.matchAll(DIGIT_RUN)) {
    const run = match[0].trim();
    const start = (match.index ?? 0) + match[0].indexOf(run);
    const before = text[start - 1] ?? ' ';
    const after = text.slice(start + run.length, start + run.length + 2);
    // Part of a word, a decimal, a date or a bigger number: not a phone number on its own.
    if (/[a-z0-9.,/]/.test(before) || /^(?:[a-z0-9/]|[.,]\d)/.test(after)) continue;
    const digits = run.replace(/\D/g, '');
    if (digits.length < 8 || digits.length > 15 || isRoundOrRepeated(digits)) continue;
    if (hasPhoneShape(run, digits)) return true;
    if (digits.length <= 13 && CONTACT_WORD_BEFORE.test(text.slice(Math.max(0, start - 40), start))) return true;
  }
  return false;
}

function hasCpf(text: string): boolean {
  if (FORMATTED_CPF.test(text)) return true;
  for (const match of text.matchAll(/(?<![\d.,])\d{11}(?![\d])/g)) if (isValidCpf(match[0])) return true;
  return false;
}

/** The first kind of personal data found in a folded text (see text-views.foldText), or null. */
export function detectPersonalData(foldedText: string): PersonalDataKind | null {
  if (foldedText.includes('@') && EMAIL.test(foldedText)) return 'email';
  if (hasCpf(foldedText)) return 'cpf';
  if (US_SOCIAL_SECURITY.test(foldedText) || hasSpanishDni(foldedText)) return 'national-id';
  if (hasCardNumber(foldedText)) return 'card-number';
  if (hasPhoneNumber(foldedText)) return 'phone-number';
  if (STREET_WITH_NUMBER.test(foldedText) || NUMBER_FIRST_STREET.test(foldedText)) return 'street-address';
  return null;
}
