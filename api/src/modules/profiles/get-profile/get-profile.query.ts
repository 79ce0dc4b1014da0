import type { Actor } from '../../../core/auth/actor';

export class GetProfileQuery {
  constructor(
    readonly userId: string,
    readonly viewer: Actor | null,
    /** Answer as to a signed-out visitor, whoever asks (`?as=visitor`). */
    readonly asVisitor = false,
  ) {}
}
