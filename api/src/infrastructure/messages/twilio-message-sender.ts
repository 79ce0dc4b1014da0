import { OutboundMessage, MessageSendError, MessageSender } from '@gp/shared/server';

export interface TwilioMessageSenderOptions {
  accountSid: string;
  authToken: string;
  /** SMS sender number (E.164). */
  from: string;
  /** The WhatsApp sender's number (E.164); without it, a WhatsApp message is refused for good. */
  whatsappFrom?: string;
  /** Twilio's REST edge; tests point it at a local fake. */
  apiBaseUrl?: string;
  /** A request that takes longer is abandoned and reported as retryable. */
  timeoutMs?: number;
}

const DEFAULT_API_BASE_URL = 'https://api.twilio.com';
const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * MessageSender over Twilio's REST API (Messages resource: SMS, and WhatsApp templates), called with plain fetch rather than the
 * `twilio` package: that SDK has no base-URL option (only edge/region, still *.twilio.com), so
 * testing it against a local fake of Twilio's edge would take a custom RequestClient that rewrites
 * URLs. We use two documented endpoints; fetch keeps them visible, tested over real HTTP, and maps
 * every failure to MessageSendError ourselves.
 */
export class TwilioMessageSender implements MessageSender {
  private readonly accountPath: string;
  private readonly baseUrl: string;
  private readonly authorization: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: TwilioMessageSenderOptions) {
    this.accountPath = `/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}`;
    this.baseUrl = (options.apiBaseUrl ?? DEFAULT_API_BASE_URL).replace(/\/+$/, '');
    this.authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async send(message: OutboundMessage): Promise<{ id: string }> {
    const form = this.form(message);
    const response = await this.request('POST', `${this.accountPath}/Messages.json`, form);
    const payload: unknown = await response.json().catch(() => undefined);
    if (!isRecord(payload) || typeof payload.sid !== 'string') {
      // Twilio accepted the request, so the message may be on its way: retrying could send it twice.
      throw new MessageSendError(`Twilio answered ${response.status} without a message sid`, false, response.status);
    }
    return { id: payload.sid };
  }

  /**
   * The Messages resource's fields: SMS carries the body; WhatsApp goes from the WhatsApp sender, both
   * numbers prefixed `whatsapp:`, as an approved template (ContentSid) with its values as JSON
   * (ContentVariables), since a business-initiated WhatsApp message may be nothing else.
   */
  private form(message: OutboundMessage): URLSearchParams {
    const form =
      message.channel === 'whatsapp'
        ? new URLSearchParams({
            To: `whatsapp:${message.to}`,
            From: `whatsapp:${this.whatsappSender()}`,
            ContentSid: message.template.sid,
            ContentVariables: JSON.stringify(message.template.variables),
          })
        : new URLSearchParams({ To: message.to, From: this.options.from, Body: message.body });
    if (message.statusCallback) form.set('StatusCallback', message.statusCallback);
    return form;
  }

  private whatsappSender(): string {
    if (!this.options.whatsappFrom) throw new MessageSendError('No WhatsApp sender is configured', false);
    return this.options.whatsappFrom;
  }

  /** Fetches the account resource: cheap, and proves both reachability and credentials. */
  async ping(): Promise<void> {
    const response = await this.request('GET', `${this.accountPath}.json`);
    await response.body?.cancel();
  }

  private async request(method: 'GET' | 'POST', path: string, form?: URLSearchParams): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: this.authorization,
          accept: 'application/json',
          ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
        },
        body: form?.toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new MessageSendError(`Twilio unreachable: ${describe(error)}`, true);
    }
    if (!response.ok) throw await errorFrom(response);
    return response;
  }
}

/** 429 and 5xx are Twilio's or the network's trouble and may pass; other 4xx will fail again. */
async function errorFrom(response: Response): Promise<MessageSendError> {
  const payload: unknown = await response.json().catch(() => undefined);
  const detail = isRecord(payload)
    ? [
        payload.code !== undefined && `code ${String(payload.code)}`,
        typeof payload.message === 'string' && payload.message,
      ]
        .filter(Boolean)
        .join(': ')
    : '';
  const retryable = response.status === 429 || response.status >= 500;
  return new MessageSendError(
    `Twilio answered ${response.status}${detail && ` (${detail})`}`,
    retryable,
    response.status,
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch reports socket failures as "fetch failed" with the real reason in `cause`.
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}
