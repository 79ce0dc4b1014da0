import { Controller, Get, Inject, Param } from '@nestjs/common';
import { contractorCardSchema, photoUrl, type ContractorCard } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { profilesProjection, type ProfileDocument } from '@gp/projections';
import { DomainError } from '../../../core/errors/domain-error';
import { defineContract } from '../../../core/http/api-contract';
import { idParamSchema } from '../../../core/http/id-param';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';

export const getContractorCardContract = defineContract({
  method: 'GET',
  path: '/api/v1/contractors/:userId/card',
  summary: 'A contractor\'s name and profile photo for the review form: a pro shares the review link before the profile is public',
  access: 'public',
  response: contractorCardSchema,
  errors: ['PROFILE.NOT_FOUND'],
});

@Controller()
export class GetContractorCardController {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  @Get(getContractorCardContract.path)
  async card(@Param('userId', new ZodValidationPipe(idParamSchema)) userId: string): Promise<ContractorCard> {
    const profile = await this.readStore
      .collection<ProfileDocument>(profilesProjection.collection)
      .findOne({ _id: userId }, { projection: { displayName: 1, isContractor: 1, profilePhotoId: 1, photos: 1 } });
    if (!profile?.isContractor) throw new DomainError('PROFILE.NOT_FOUND');
    const photo = profile.photos.find((entry) => entry.id === profile.profilePhotoId && entry.status !== 'rejected');
    return { id: userId, displayName: profile.displayName, profilePhotoUrl: photo ? photoUrl(userId, photo.id, 'thumbnail') : null };
  }
}
