import type { PhotoKind } from '@gp/shared';
import type { CommandContext } from '../../../core/http/command-context';

/** Records a photo whose normalised original is already in the BlobStore (PhotoIngest stores it first). */
export class UploadPhotoCommand {
  constructor(
    readonly photo: {
      userId: string;
      photoId: string;
      kind: PhotoKind;
      contentType: string;
      width: number;
      height: number;
    },
    readonly context: CommandContext,
  ) {}
}
