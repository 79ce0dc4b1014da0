import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ProfileViewRecorded } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { ProfileViews } from '../profile-views';
import { ProfileVisibility } from '../profile-visibility';
import { RecordProfileViewCommand } from './record-view.command';

/**
 * A visit to a profile page, as the page reports it: counted for a public profile, once per visitor
 * and day, unless the visitor is its pro or an admin checking it (a counter in the KeyValue port,
 * not an event).
 */
@CommandHandler(RecordProfileViewCommand)
export class RecordProfileViewHandler implements ICommandHandler<RecordProfileViewCommand, ProfileViewRecorded> {
  constructor(
    private readonly visibility: ProfileVisibility,
    private readonly views: ProfileViews,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, viewer, visitor }: RecordProfileViewCommand): Promise<ProfileViewRecorded> {
    const { isPublic, isOwner, isAdmin } = await this.visibility.load(userId, viewer);
    const counts = isPublic && !isOwner && !isAdmin;
    return { counted: counts && this.views.record(userId, visitor, this.clock.now()) };
  }
}
