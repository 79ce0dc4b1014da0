import type { PhotoVariant } from '@gp/shared';
import type { Actor } from '../../../core/auth/actor';

export class GetPhotoFileQuery {
  constructor(
    readonly userId: string,
    readonly photoId: string,
    readonly variant: PhotoVariant,
    readonly viewer: Actor | null,
  ) {}
}
