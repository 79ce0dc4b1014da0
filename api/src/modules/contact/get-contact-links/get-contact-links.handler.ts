import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ContactLinks } from '@gp/shared';
import { DomainError } from '../../../core/errors/domain-error';
import { proContactLinks } from '../contact-links';
import { ProReachReader } from '../pro-reach';
import { GetContactLinksQuery } from './get-contact-links.query';

/** Reads the profiles read model: a public pro's links, only for the channels they allow. */
@QueryHandler(GetContactLinksQuery)
export class GetContactLinksHandler implements IQueryHandler<GetContactLinksQuery, ContactLinks> {
  constructor(private readonly pros: ProReachReader) {}

  async execute({ proId, lang, searchedFor }: GetContactLinksQuery): Promise<ContactLinks> {
    const pro = await this.pros.publicPro(proId);
    if (!pro) throw new DomainError('PROFILE.NOT_FOUND');
    return proContactLinks(pro, lang, searchedFor);
  }
}
