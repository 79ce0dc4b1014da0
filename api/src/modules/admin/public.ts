/** What other modules may use from the admin module: its photo moderation command (photos' tests drive it) and how admin answers name accounts. */
export { ModeratePhotoCommand } from './moderate-photo/moderate-photo.command';
export { AccountNames } from './account-names';
