import type { CommandContext } from '../../../core/http/command-context';
import type { UserPhotosCommand } from '../../users/public';

/** The photo's facts, as the users module's decider takes them (without the command's type and time). */
export type UploadedPhoto = Omit<Extract<UserPhotosCommand, { type: 'UploadPhoto' }>, 'type' | 'now'>;

/** Records a photo whose normalised original is already in the BlobStore (PhotoIngest stores it first). */
export class UploadPhotoCommand {
  constructor(
    readonly photo: UploadedPhoto,
    readonly context: CommandContext,
  ) {}
}
