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
