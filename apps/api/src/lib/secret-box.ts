import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Symmetric encryption (AES-256-GCM) for secrets the server must be able to show again, such
 * as a child's access link: the database holds only ciphertext, the key lives outside it.
 */
export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string | null;
}

export function createSecretBox(secret: string, purpose: string): SecretBox {
  const key = createHash('sha256').update(`${purpose}\0${secret}`).digest();
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      try {
        const raw = Buffer.from(sealed, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        // A different key (APP_SECRET changed) or a damaged value: the link must be regenerated.
        return null;
      }
    },
  };
}
