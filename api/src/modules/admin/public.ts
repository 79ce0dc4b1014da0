/** What other modules (and the process wiring) may use from the admin module: its photo moderation command (photos' tests drive it), the account deletion and the forgetting that follows it. */
export { ModeratePhotoCommand } from './moderate-photo/moderate-photo.command';
export { DeleteAccountCommand } from './delete-account/delete-account.command';
export { forgettingReactor, erasedPhotoJobId } from './delete-account/forgetting.reactor';
