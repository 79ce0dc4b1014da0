import { Inject, Injectable } from '@nestjs/common';
import { isProfilePublic, NO_STARS, ratingSummary, type RatingSummary } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { contractorRatingsProjection, profilesProjection, type ContractorRatingDocument, type ProfileDocument } from '@gp/projections';
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
    const [profile, ratings] = await Promise.all([
      this.readStore.collection<ProfileDocument>(profilesProjection.collection).findOne({ _id: userId }),
      this.readStore.collection<ContractorRatingDocument>(contractorRatingsProjection.collection).findOne({ _id: userId }),
    ]);
    const rating = ratingSummary(ratings?.starCounts ?? NO_STARS);
    const isPublic = isProfilePublic(rating.count);
    const isOwner = viewer?.userId === userId && !viewer.isAnonymous;
    const isAdmin = viewer?.isAdmin ?? false;
    if (!profile || (!isPublic && !isOwner && !isAdmin)) throw new DomainError('PROFILE.NOT_FOUND');
    return { profile, rating, isPublic, isOwner, isAdmin };
  }
}
