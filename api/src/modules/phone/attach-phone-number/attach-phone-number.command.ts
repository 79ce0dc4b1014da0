import type { CommandContext } from '../../../core/http/command-context';

/** Puts a number on the account once a code proved the caller holds it (an attach challenge, verified). */
export class AttachPhoneNumberCommand {
  constructor(
    readonly userId: string,
    /** E.164. */
    readonly phoneNumber: string,
    readonly context: CommandContext,
  ) {}
}
