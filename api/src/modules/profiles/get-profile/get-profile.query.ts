import type { Actor } from '../../../core/auth/actor';

export class GetProfileQuery {
  constructor(
    readonly userId: string,
    readonly viewer: Actor | null,
  ) {}
}
