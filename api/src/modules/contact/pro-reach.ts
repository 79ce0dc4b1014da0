import { Injectable } from '@nestjs/common';
import { effectiveContactChannels, type ContactPreferences } from '@gp/shared';
import { DomainError } from '../../core/errors/domain-error';
import { ProfileVisibility } from '../profiles/public';

/** How a public pro can be reached: the facts the contact and lead deciders rule on. */
export interface ProReach {
  proId: string;
  displayName: string | null;
  /** E.164; never leaves the server except as a link the pro allowed. */
  phoneNumber: string | null;
  channels: ContactPreferences;
}

/** Reads a pro's reach from the profiles read model under the publication rule, as a visitor sees it. */
@Injectable()
export class ProReachReader {
  constructor(private readonly visibility: ProfileVisibility) {}

  /** null when the profile does not exist or is not public. */
  async publicPro(proId: string): Promise<ProReach | null> {
    try {
      const { profile } = await this.visibility.load(proId, null);
      return {
        proId,
        displayName: profile.displayName,
        phoneNumber: profile.phoneNumber,
        channels: effectiveContactChannels(profile.contactChoice.preferences, profile.phoneNumber !== null),
      };
    } catch (error) {
      if (error instanceof DomainError && error.code === 'PROFILE.NOT_FOUND') return null;
      throw error;
    }
  }
}
