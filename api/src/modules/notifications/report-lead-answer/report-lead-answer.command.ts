/** A YES or NO texted back from a number, as Twilio delivered it: the answer to the question it was last asked. */
export class ReportLeadAnswerCommand {
  constructor(
    readonly phoneNumber: string,
    /** YES (SÍ): the pro got back to them; NO: they did not. */
    readonly answered: boolean,
    /** Twilio's message sid: a webhook delivered again is the same command. */
    readonly messageSid: string,
    readonly correlationId: string,
  ) {}
}
