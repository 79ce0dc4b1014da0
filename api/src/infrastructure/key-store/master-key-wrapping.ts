import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DATA_KEY_BYTES, type KeyWrapping } from '@gp/shared/server';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Data keys wrapped with AES-256-GCM under a master key from the configuration: the stored form is
 * iv | tag | ciphertext. A cloud KMS would implement the same KeyWrapping in its place.
 */
export function masterKeyWrapping(masterKey: Buffer): KeyWrapping {
  if (masterKey.length !== DATA_KEY_BYTES) throw new Error(`The master key must be ${DATA_KEY_BYTES} bytes`);
  const seal = (key: Buffer): Buffer => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', masterKey, iv);
    const body = Buffer.concat([cipher.update(key), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  };
  const open = (wrapped: Buffer): Buffer => {
    const decipher = createDecipheriv('aes-256-gcm', masterKey, wrapped.subarray(0, IV_BYTES));
    decipher.setAuthTag(wrapped.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(wrapped.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  };
  // A failure to authenticate rejects the promise rather than throwing at the call.
  return {
    wrap: (key) => Promise.resolve(key).then(seal),
    unwrap: (wrapped) => Promise.resolve(wrapped).then(open),
  };
}

/** Keys kept as they are: the embedded store's own file, on the machine that runs it. */
export const unwrapped: KeyWrapping = {
  wrap: (key) => Promise.resolve(key),
  unwrap: (wrapped) => Promise.resolve(wrapped),
};
