import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MAX_UPLOAD_BYTES, type CommandResult, type PhotoKind, type PhotoUploadResult } from '@gp/shared';
import { BLOB_STORE, type BlobStore } from '@gp/shared/server';
import { DomainError } from '../../../core/errors/domain-error';
import type { CommandContext } from '../../../core/http/command-context';
import { deterministicUuid } from '../../../core/ids/ids';
import { detectImageType, normalizeUpload, SIGNATURE_BYTES } from '../images/photo-images';
import { photoBlobKey, photoUrls } from '../photo-files';
import { UploadPhotoCommand } from '../upload-photo/upload-photo.command';
import { hasRoomForPhoto, UserLookup } from '../../users/public';

export interface PhotoUpload {
  userId: string;
  kind: PhotoKind;
  context: CommandContext;
}

/**
 * The one path from uploaded bytes to a stored photo; direct uploads and finished resumable
 * uploads both end here. Bytes → type check → decode and re-encode → original in the BlobStore →
 * UploadPhoto on the user's stream.
 */
@Injectable()
export class PhotoIngest {
  constructor(
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly commandBus: CommandBus,
    private readonly users: UserLookup,
  ) {}

  async ingest(body: Readable, { userId, kind, context }: PhotoUpload): Promise<PhotoUploadResult> {
    // The decider has the last word; this early answer spares a full account the read and the decode.
    if (!hasRoomForPhoto(await this.users.user(userId))) throw new DomainError('PHOTO.LIMIT_REACHED');
    const { jpeg, width, height } = await normalizeUpload(await readImageBytes(body));
    // From the command id, so a retried request (same Idempotency-Key) names the same photo.
    const photoId = deterministicUuid(context.commandId, 'photo');
    const originalKey = photoBlobKey(userId, photoId, 'original');
    await this.blobs.put(originalKey, jpeg, { contentType: 'image/jpeg' });
    let result: CommandResult;
    try {
      result = await this.commandBus.execute(
        new UploadPhotoCommand({ userId, photoId, kind, contentType: 'image/jpeg', width, height }, context),
      );
    } catch (error) {
      // Refused (e.g. the photo cap): the file must not outlive the refusal.
      await this.blobs.delete(originalKey);
      throw error;
    }
    // The variants job follows from the PhotoUploaded event (jobs/photo-variants.reactor.ts).
    return { photoId, position: result.position, urls: photoUrls(userId, photoId) };
  }
}

/**
 * Reads an upload into memory (sharp needs the whole file), refusing a body that is not PNG or
 * JPEG as soon as its first bytes are in, and one over the upload limit as soon as it passes it.
 */
export async function readImageBytes(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let typeChecked = false;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size > MAX_UPLOAD_BYTES) throw new DomainError('PHOTO.TOO_LARGE');
    if (!typeChecked && size >= SIGNATURE_BYTES) {
      if (!detectImageType(Buffer.concat(chunks, size))) throw new DomainError('PHOTO.UNSUPPORTED_TYPE');
      typeChecked = true;
    }
  }
  const bytes = Buffer.concat(chunks, size);
  if (!typeChecked && !detectImageType(bytes)) throw new DomainError('PHOTO.UNSUPPORTED_TYPE');
  return bytes;
}
