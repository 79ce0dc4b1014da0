/** A STOP or START a number texted to our messages, as Twilio delivered it. */
export class RecordMessagingKeywordCommand {
  constructor(
    readonly phoneNumber: string,
    readonly keyword: 'stop' | 'start',
    /** The word as texted (STOP, BAJA, ALTO…), kept with a stop. */
    readonly word: string,
    /** Twilio's message sid: a webhook delivered again is the same command. */
    readonly messageSid: string,
    readonly correlationId: string,
  ) {}
}
