import { Controller, HttpCode, Post, Req, UseInterceptors } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { API, twilioDeliveryStatusSchema } from '@gp/shared';
import { z } from 'zod';
import { AppConfig } from '../../../config/app-config';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { signedTwilioForm, type TwilioWebhookSettings } from '../twilio-webhooks/twilio-signature';
import { DeliveryStatuses } from './delivery-statuses';

export const twilioDeliveryStatusContract = defineContract({
  ...API.twilioDeliveryStatus,
  summary: "Twilio's delivery-status callback for a message sent (a form signed with X-Twilio-Signature)",
  access: 'public',
  body: twilioDeliveryStatusSchema,
  response: z.undefined(),
  status: 204,
  errors: ['WEBHOOK.SIGNATURE_INVALID', 'REQUEST.INVALID'],
});

@Controller()
export class DeliveryStatusController {
  private readonly twilio: TwilioWebhookSettings;

  constructor(
    private readonly statuses: DeliveryStatuses,
    { values }: AppConfig,
  ) {
    this.twilio = { authToken: values.TWILIO_AUTH_TOKEN, publicOrigin: values.PUBLIC_ORIGIN };
  }

  @Post(twilioDeliveryStatusContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(204)
  @RequireAccess('public')
  async report(@Req() request: FastifyRequest): Promise<void> {
    // The signature first: an unsigned caller learns nothing, not even which fields are wrong.
    const form = signedTwilioForm(request, this.twilio);
    await this.statuses.record(new ZodValidationPipe(twilioDeliveryStatusSchema).transform(form));
  }
}
