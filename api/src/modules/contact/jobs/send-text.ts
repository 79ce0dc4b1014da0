import { type OutboundMessage, MessageSendError, type MessageSender } from '@gp/shared/server';

/**
 * Sends a job's text: true once it went, false for a refusal that will not change (an invalid
 * number), which a retry would meet again. Twilio's 5xx and 429, and anything unexpected, are
 * thrown, so the queue retries the job.
 */
export async function sendText(sms: MessageSender, message: OutboundMessage): Promise<boolean> {
  try {
    await sms.send(message);
    return true;
  } catch (error) {
    if (!(error instanceof MessageSendError) || error.retryable) throw error;
    return false;
  }
}
