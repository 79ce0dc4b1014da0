/** What other modules may use from the profiles module: the publication rule, applied to a viewer. */
export { ProfilesModule } from './profiles.module';
export { ProfileVisibility } from './profile-visibility';
export { ProfileViews, STATS_DAYS, statsDays } from './profile-views';
