import type { ApiEndpoints } from '@gp/shared';
import type { z } from 'zod';

/**
 * `public`: anyone. `session`: any session, an anonymous reviewer's included. `signed-in`: a registered (not anonymous) user. `restricted`: spec §2's
 * restricted pages — beta access and the current terms, or an admin. `audit`: admins and
 * auditors (read-only lists and histories). `admin`: admins only.
 */
export type Access = 'public' | 'session' | 'signed-in' | 'restricted' | 'audit' | 'admin';

/**
 * One endpoint's contract: the OpenAPI document is generated from these and the shared zod schemas. Method and
 * path come from the shared API table (`...API.signIn`), which the web fetchers build their URLs from.
 */
export interface ApiContract {
  method: ApiEndpoints['method'];
  path: ApiEndpoints['path'];
  summary: string;
  access: Access;
  body?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
  status?: number;
  errors?: string[];
  /** A public read a cache may keep and revalidate: answered with an ETag, and 304 when unchanged. */
  cacheable?: boolean;
}

const contracts: ApiContract[] = [];

/** Declares a contract; slices call this next to their controller so the document cannot drift from the code. */
export function defineContract<Contract extends ApiContract>(contract: Contract): Contract {
  contracts.push(contract);
  return contract;
}

export function registeredContracts(): readonly ApiContract[] {
  return contracts;
}
