import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane (argon2id is the library's default algorithm). */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** A hash of a random password, verified against when the account is unknown so both paths cost the same. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword(crypto.randomUUID());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
