import type { Actor } from '../../../core/auth/actor';

export class RecordProfileViewCommand {
  constructor(
    readonly userId: string,
    readonly viewer: Actor | null,
  ) {}
}
