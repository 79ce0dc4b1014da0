import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { API, contractorCardSchema, type ContractorCard } from '@gp/shared';
import { defineContract } from '../../../core/http/api-contract';
import { idParamSchema } from '../../../core/http/id-param';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { GetContractorCardQuery } from './get-contractor-card.query';

export const getContractorCardContract = defineContract({
  ...API.getContractorCard,
  summary:
    "A contractor's name and profile photo for the review form: a pro shares the review link before the profile is public",
  access: 'public',
  response: contractorCardSchema,
  errors: ['PROFILE.NOT_FOUND'],
});

@Controller()
export class GetContractorCardController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(getContractorCardContract.path)
  card(@Param('userId', new ZodValidationPipe(idParamSchema)) userId: string): Promise<ContractorCard> {
    return this.queryBus.execute(new GetContractorCardQuery(userId));
  }
}
