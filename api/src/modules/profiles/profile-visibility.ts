import { Inject, Injectable } from '@nestjs/common';
import { ratingSummary, type RatingSummary } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { profilesProjection, type ProfileDocument } from '@gp/projections';
import type { Actor } from '../../core/auth/actor';
import { DomainError } from '../../core/errors/domain-error';

export interface VisibleProfile {
  profile: ProfileDocument;
  rating: RatingSummary;
  isPublic: boolean;
  isOwner: boolean;
  isAdmin: boolean;
}

/**
 * The publication rule (spec §1): a profile is public at three live reviews. Until then only its
 * owner and admins see it; everyone else gets the same 404 as for a profile that does not exist.
 */
@Injectable()
export class ProfileVisibility {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async load(userId: string, viewer: Actor | null): Promise<VisibleProfile> {
    // The profiles projection decided publicity and kept the star counts: one read, no join.
    const profile = await this.readStore
      .collection<ProfileDocument>(profilesProjection.collection)
      .findOne({ _id: userId });
    const isPublic = profile?.isPublic === true;
    const isOwner = viewer?.userId === userId && !viewer.isAnonymous;
    const isAdmin = viewer?.isAdmin ?? false;
    if (!profile || (!isPublic && !isOwner && !isAdmin)) throw new DomainError('PROFILE.NOT_FOUND');
    return { profile, rating: ratingSummary(profile.ratings.starCounts), isPublic, isOwner, isAdmin };
  }
}
