import type { Actor } from '../../../core/auth/actor';

export class RecordProfileViewCommand {
  constructor(
    readonly userId: string,
    readonly viewer: Actor | null,
    /** Who reports the visit: the session's user, else the client's address and browser. */
    readonly visitor: string,
  ) {}
}
