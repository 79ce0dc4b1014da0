import type { LeadEvent } from '@gp/shared';
import { deciderSpec } from '../../core/commands/decider-spec';
import { contactDecider } from './contact.decider';
import { leadDecider } from './lead.decider';
import type { ProReach } from './pro-reach';

const now = '2026-11-22T10:00:00.000Z';
const leadId = 'l1';
const pro: ProReach = {
  proId: 'p1',
  displayName: 'Playa Fix',
  phoneNumber: '+50688887777',
  channels: { whatsapp: true, call: true, message: true },
};
const request = {
  leadId,
  senderId: 'client-1',
  name: 'Laura',
  phoneNumber: '+50670001234',
  message: 'Fuga en la cocina',
  lang: 'es' as const,
  now,
};
const sent: LeadEvent = {
  type: 'LeadSent',
  data: {
    leadId,
    proId: 'p1',
    senderId: 'client-1',
    name: 'Laura',
    phoneNumber: '+50670001234',
    message: 'Fuga en la cocina',
    lang: 'es',
    sentAt: now,
  },
};
const answered: LeadEvent = { type: 'LeadAnswered', data: { leadId, proId: 'p1', answeredAt: now } };

describe('lead decider', () => {
  const spec = deciderSpec(leadDecider);

  it('sends a request to a public pro who takes messages', () => {
    spec
      .given([])
      .when({ type: 'SendLead', pro, ...request })
      .then([sent]);
  });

  it('records a visitor without a session as no sender', () => {
    spec
      .given([])
      .when({ type: 'SendLead', pro, ...request, senderId: null })
      .then([{ type: 'LeadSent', data: { ...sent.data, senderId: null } } as LeadEvent]);
  });

  it('refuses a pro who is not public, and one who turned messages off', () => {
    spec
      .given([])
      .when({ type: 'SendLead', pro: null, ...request })
      .thenThrows('PROFILE.NOT_FOUND');
    spec
      .given([])
      .when({ type: 'SendLead', pro: { ...pro, channels: { ...pro.channels, message: false } }, ...request })
      .thenThrows('CONTACT.CHANNEL_OFF');
  });

  it('sends a lead once', () => {
    spec
      .given([sent])
      .when({ type: 'SendLead', pro, ...request })
      .then([]);
  });

  it('lets only its pro mark it answered, once', () => {
    spec.given([sent]).when({ type: 'AnswerLead', leadId, answeredBy: 'p1', now }).then([answered]);
    spec.given([sent, answered]).when({ type: 'AnswerLead', leadId, answeredBy: 'p1', now }).then([]);
    spec
      .given([sent])
      .when({ type: 'AnswerLead', leadId, answeredBy: 'someone-else', now })
      .thenThrows('LEAD.NOT_FOUND');
    spec.given([]).when({ type: 'AnswerLead', leadId, answeredBy: 'p1', now }).thenThrows('LEAD.NOT_FOUND');
  });

  it('lets only its pro take back "answered", and only when it is answered', () => {
    const unanswered: LeadEvent = { type: 'LeadUnanswered', data: { leadId, proId: 'p1', unansweredAt: now } };
    spec.given([sent, answered]).when({ type: 'UnanswerLead', leadId, answeredBy: 'p1', now }).then([unanswered]);
    spec.given([sent]).when({ type: 'UnanswerLead', leadId, answeredBy: 'p1', now }).then([]);
    spec.given([sent, answered, unanswered]).when({ type: 'UnanswerLead', leadId, answeredBy: 'p1', now }).then([]);
    // Open again, it can be answered again.
    spec
      .given([sent, answered, unanswered])
      .when({ type: 'AnswerLead', leadId, answeredBy: 'p1', now })
      .then([answered]);
    spec
      .given([sent, answered])
      .when({ type: 'UnanswerLead', leadId, answeredBy: 'someone-else', now })
      .thenThrows('LEAD.NOT_FOUND');
    spec.given([]).when({ type: 'UnanswerLead', leadId, answeredBy: 'p1', now }).thenThrows('LEAD.NOT_FOUND');
  });

  it('records the first time its pro sees it, once, and refuses anyone else', () => {
    const read: LeadEvent = { type: 'LeadRead', data: { leadId, proId: 'p1', readAt: now } };
    spec.given([sent]).when({ type: 'ReadLead', leadId, readBy: 'p1', now }).then([read]);
    spec.given([sent, read]).when({ type: 'ReadLead', leadId, readBy: 'p1', now }).then([]);
    spec.given([sent]).when({ type: 'ReadLead', leadId, readBy: 'someone-else', now }).thenThrows('LEAD.NOT_FOUND');
    spec.given([]).when({ type: 'ReadLead', leadId, readBy: 'p1', now }).thenThrows('LEAD.NOT_FOUND');
  });

  it('records its pro answering by WhatsApp or a call once, whatever "answered" says, and refuses anyone else', () => {
    const contacted: LeadEvent = {
      type: 'LeadContacted',
      data: { leadId, proId: 'p1', channel: 'whatsapp', contactedAt: now },
    };
    const contact = { type: 'ContactLead' as const, leadId, contactedBy: 'p1', now };
    spec
      .given([sent])
      .when({ ...contact, channel: 'whatsapp' })
      .then([contacted]);
    spec
      .given([sent, answered])
      .when({ ...contact, channel: 'whatsapp' })
      .then([contacted]);
    spec
      .given([sent, contacted])
      .when({ ...contact, channel: 'call' })
      .then([]);
    spec
      .given([sent])
      .when({ ...contact, contactedBy: 'someone-else', channel: 'call' })
      .thenThrows('LEAD.NOT_FOUND');
    spec
      .given([])
      .when({ ...contact, channel: 'call' })
      .thenThrows('LEAD.NOT_FOUND');
  });

  it("records the client's YES or NO once, whatever the pro marked, and nothing on an erased request", () => {
    const report = { type: 'ReportLeadAnswer' as const, leadId, now };
    const reportedNo: LeadEvent = {
      type: 'LeadAnswerReported',
      data: { leadId, proId: 'p1', answered: false, reportedAt: now },
    };
    const erased: LeadEvent = {
      type: 'LeadErased',
      data: { leadId, proId: 'p1', reason: 'withdrawn-by-client', erasedAt: now },
    };
    spec
      .given([sent])
      .when({ ...report, answered: true })
      .then([{ type: 'LeadAnswerReported', data: { leadId, proId: 'p1', answered: true, reportedAt: now } }]);
    spec
      .given([sent, answered])
      .when({ ...report, answered: false })
      .then([reportedNo]);
    spec
      .given([sent, reportedNo])
      .when({ ...report, answered: true })
      .then([]);
    spec
      .given([sent, erased])
      .when({ ...report, answered: false })
      .then([]);
    spec
      .given([])
      .when({ ...report, answered: false })
      .thenThrows('LEAD.NOT_FOUND');
  });
});

describe('lead decider: erasing a request', () => {
  const spec = deciderSpec(leadDecider);
  const erased = (reason: Extract<LeadEvent, { type: 'LeadErased' }>['data']['reason']): LeadEvent => ({
    type: 'LeadErased',
    data: { leadId, proId: 'p1', reason, erasedAt: now },
  });
  const erase = (by: Extract<Parameters<typeof leadDecider.decide>[0], { type: 'EraseLead' }>['by']) => ({
    type: 'EraseLead' as const,
    leadId,
    by,
    now,
  });

  it('lets the pro it was sent to delete it, and its sender withdraw it', () => {
    spec
      .given([sent])
      .when(erase({ kind: 'pro', userId: 'p1' }))
      .then([erased('deleted-by-pro')]);
    spec
      .given([sent, answered])
      .when(erase({ kind: 'sender', userId: 'client-1' }))
      .then([erased('withdrawn-by-client')]);
  });

  it('lets the platform erase it after 12 months or when its sender is deleted', () => {
    spec
      .given([sent])
      .when(erase({ kind: 'system', reason: 'retention' }))
      .then([erased('retention')]);
    spec
      .given([sent])
      .when(erase({ kind: 'system', reason: 'sender-deleted' }))
      .then([erased('sender-deleted')]);
  });

  it('writes nothing when it is erased already, whoever asks again', () => {
    spec
      .given([sent, erased('deleted-by-pro')])
      .when(erase({ kind: 'pro', userId: 'p1' }))
      .then([]);
    spec
      .given([sent, erased('withdrawn-by-client')])
      .when(erase({ kind: 'system', reason: 'retention' }))
      .then([]);
  });

  it('answers another pro, another client, the pro as sender and a request that does not exist as not found', () => {
    spec
      .given([sent])
      .when(erase({ kind: 'pro', userId: 'p2' }))
      .thenThrows('LEAD.NOT_FOUND');
    spec
      .given([sent])
      .when(erase({ kind: 'sender', userId: 'client-2' }))
      .thenThrows('LEAD.NOT_FOUND');
    spec
      .given([sent])
      .when(erase({ kind: 'sender', userId: 'p1' }))
      .thenThrows('LEAD.NOT_FOUND');
    spec
      .given([sent])
      .when(erase({ kind: 'pro', userId: 'client-1' }))
      .thenThrows('LEAD.NOT_FOUND');
    spec
      .given([])
      .when(erase({ kind: 'system', reason: 'retention' }))
      .thenThrows('LEAD.NOT_FOUND');
  });

  it('lets no one withdraw a request a visitor sent without a session', () => {
    const anonymous: LeadEvent = { type: 'LeadSent', data: { ...sent.data, senderId: null } } as LeadEvent;
    spec
      .given([anonymous])
      .when(erase({ kind: 'sender', userId: 'client-1' }))
      .thenThrows('LEAD.NOT_FOUND');
    spec
      .given([anonymous])
      .when(erase({ kind: 'pro', userId: 'p1' }))
      .then([erased('deleted-by-pro')]);
  });

  it('is gone for its pro once erased: it cannot be answered, taken back, read or contacted', () => {
    const gone = [sent, answered, erased('retention')];
    spec.given(gone).when({ type: 'AnswerLead', leadId, answeredBy: 'p1', now }).thenThrows('LEAD.NOT_FOUND');
    spec.given(gone).when({ type: 'UnanswerLead', leadId, answeredBy: 'p1', now }).thenThrows('LEAD.NOT_FOUND');
    spec.given(gone).when({ type: 'ReadLead', leadId, readBy: 'p1', now }).thenThrows('LEAD.NOT_FOUND');
    spec
      .given(gone)
      .when({ type: 'ContactLead', leadId, contactedBy: 'p1', channel: 'call', now })
      .thenThrows('LEAD.NOT_FOUND');
    // Sent again with the same id (a retried request), it stays erased and writes nothing.
    spec
      .given(gone)
      .when({ type: 'SendLead', pro, ...request })
      .then([]);
  });
});

describe('contact decider', () => {
  const spec = deciderSpec(contactDecider);

  it('records a tap on a channel that works, with no personal data', () => {
    spec
      .given([])
      .when({ type: 'RequestContact', pro, channel: 'whatsapp', repeated: false, now })
      .then([{ type: 'ContactRequested', data: { proId: 'p1', channel: 'whatsapp', requestedAt: now } }]);
  });

  it("records nothing for a visitor's repeated tap", () => {
    spec.given([]).when({ type: 'RequestContact', pro, channel: 'whatsapp', repeated: true, now }).then([]);
  });

  it('refuses a pro who is not public and a channel that is off', () => {
    spec
      .given([])
      .when({ type: 'RequestContact', pro: null, channel: 'call', repeated: false, now })
      .thenThrows('PROFILE.NOT_FOUND');
    spec
      .given([])
      .when({
        type: 'RequestContact',
        pro: { ...pro, channels: { ...pro.channels, call: false } },
        channel: 'call',
        repeated: true,
        now,
      })
      .thenThrows('CONTACT.CHANNEL_OFF');
  });
});
