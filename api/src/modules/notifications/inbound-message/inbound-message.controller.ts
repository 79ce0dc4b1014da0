import { Controller, HttpCode, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { answerCheckReply, API, messagingKeyword, twilioInboundMessageSchema } from '@gp/shared';
import { z } from 'zod';
import { AppConfig } from '../../../config/app-config';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { signedTwilioForm, type TwilioWebhookSettings } from '../twilio-webhooks/twilio-signature';
import { RecordMessagingKeywordCommand } from '../record-messaging-keyword/record-messaging-keyword.command';
import { ReportLeadAnswerCommand } from '../report-lead-answer/report-lead-answer.command';

export const twilioInboundMessageContract = defineContract({
  ...API.twilioInboundMessage,
  summary:
    'A text someone sent to our numbers, forwarded by Twilio (a form signed with X-Twilio-Signature): STOP, BAJA or ALTO turns every notification off, START back on; SÍ, YES or NO answers the question the number was last asked about a request (did the pro get back to you?), once; any other text is ignored',
  access: 'public',
  body: twilioInboundMessageSchema,
  response: z.undefined(),
  status: 204,
  errors: ['WEBHOOK.SIGNATURE_INVALID', 'REQUEST.INVALID'],
});

@Controller()
export class InboundMessageController {
  private readonly twilio: TwilioWebhookSettings;

  constructor(
    private readonly commandBus: CommandBus,
    { values }: AppConfig,
  ) {
    this.twilio = { authToken: values.TWILIO_AUTH_TOKEN, publicOrigin: values.PUBLIC_ORIGIN };
  }

  @Post(twilioInboundMessageContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(204)
  @RequireAccess('public')
  async receive(@Req() request: FastifyRequest): Promise<void> {
    // The signature first: only Twilio may say what a number asked for.
    const form = signedTwilioForm(request, this.twilio);
    const { MessageSid, From, Body } = new ZodValidationPipe(twilioInboundMessageSchema).transform(form);
    const phoneNumber = From.replace(/^whatsapp:/, '');
    const reply = answerCheckReply(Body);
    if (reply) {
      await this.commandBus.execute(new ReportLeadAnswerCommand(phoneNumber, reply === 'yes', MessageSid, request.id));
      return;
    }
    const keyword = messagingKeyword(Body);
    if (!keyword) return;
    await this.commandBus.execute(
      new RecordMessagingKeywordCommand(phoneNumber, keyword, Body.trim().toUpperCase(), MessageSid, request.id),
    );
  }
}
