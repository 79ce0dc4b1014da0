import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { profilesProjection, type ProfileDocument } from '@gp/projections';

/** Display names of the contractors a page of reviews is about, in one read. */
@Injectable()
export class ContractorNames {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async of(contractorIds: readonly string[]): Promise<Map<string, string | null>> {
    const ids = [...new Set(contractorIds)];
    if (ids.length === 0) return new Map();
    const profiles = await this.readStore
      .collection<ProfileDocument>(profilesProjection.collection)
      .find({ _id: { $in: ids } }, { projection: { _id: 1, displayName: 1 } });
    return new Map(profiles.map((profile) => [profile._id, profile.displayName]));
  }
}
