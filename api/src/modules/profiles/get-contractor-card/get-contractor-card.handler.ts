import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { photoUrl, type ContractorCard } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { profilesProjection, type ProfileDocument } from '@gp/projections';
import { DomainError } from '../../../core/errors/domain-error';
import { GetContractorCardQuery } from './get-contractor-card.query';

/** Reads the profiles read model: any contractor's card, public or not yet (a pro shares the review link early). */
@QueryHandler(GetContractorCardQuery)
export class GetContractorCardHandler implements IQueryHandler<GetContractorCardQuery, ContractorCard> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ userId }: GetContractorCardQuery): Promise<ContractorCard> {
    const profile = await this.readStore
      .collection<ProfileDocument>(profilesProjection.collection)
      .findOne({ _id: userId }, { projection: { displayName: 1, isContractor: 1, publicProfilePhotoId: 1 } });
    if (!profile?.isContractor) throw new DomainError('PROFILE.NOT_FOUND');
    // Anyone may ask: the approved photo shown to the public, never one awaiting review.
    const photoId = profile.publicProfilePhotoId;
    return {
      id: userId,
      displayName: profile.displayName,
      profilePhotoUrl: photoId ? photoUrl(userId, photoId, 'thumbnail') : null,
    };
  }
}
