import type { Actor } from '../../../core/auth/actor';

export class GetProfileQuery {
  constructor(
    readonly userId: string,
    readonly viewer: Actor | null,
    /** False for the server's own read while rendering the page (the browser's read counts). */
    readonly isVisit: boolean = true,
  ) {}
}
