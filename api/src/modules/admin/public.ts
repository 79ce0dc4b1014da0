/** What other modules may use from the admin module: its photo moderation command (photos' tests drive it). */
export { ModeratePhotoCommand } from './moderate-photo/moderate-photo.command';
