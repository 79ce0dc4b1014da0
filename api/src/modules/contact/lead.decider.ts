import type { Lang, LeadErased, LeadEvent } from '@gp/shared';
import type { Decider } from '../../core/commands/decider';
import { DomainError } from '../../core/errors/domain-error';
import type { ProReach } from './pro-reach';

/** A visitor's message to a pro, on `lead-{leadId}`. */
export type LeadCommand =
  | {
      type: 'SendLead';
      leadId: string;
      pro: ProReach | null;
      /** The session's user (signed-in or anonymous), null for a visitor without one. */
      senderId: string | null;
      name: string;
      phoneNumber: string;
      message: string;
      lang: Lang;
      now: string;
    }
  | { type: 'AnswerLead'; leadId: string; answeredBy: string; now: string }
  | { type: 'UnanswerLead'; leadId: string; answeredBy: string; now: string }
  | { type: 'ReadLead'; leadId: string; readBy: string; now: string }
  | { type: 'ContactLead'; leadId: string; contactedBy: string; channel: 'whatsapp' | 'call'; now: string }
  /** The client's YES or NO to "did the pro get back to you?", texted back from the request's number. */
  | { type: 'ReportLeadAnswer'; leadId: string; answered: boolean; now: string }
  | { type: 'EraseLead'; leadId: string; by: LeadEraser; now: string };

/**
 * Who erases a request, and so why: the pro it was sent to deletes it from their inbox, its sender
 * withdraws it, or the platform erases it (12 months passed, or its sender's or its pro's account was deleted).
 */
export type LeadEraser =
  | { kind: 'pro'; userId: string }
  | { kind: 'sender'; userId: string }
  | { kind: 'system'; reason: Extract<LeadErased['data']['reason'], 'retention' | 'sender-deleted' | 'pro-deleted'> };

const erasureReason = (by: LeadEraser): LeadErased['data']['reason'] =>
  by.kind === 'pro' ? 'deleted-by-pro' : by.kind === 'sender' ? 'withdrawn-by-client' : by.reason;

export interface LeadState {
  proId: string | null;
  /** Who sent it (the session's user), null for a visitor without a session. */
  senderId: string | null;
  answered: boolean;
  read: boolean;
  /** The pro tapped WhatsApp or Call on it: their first answer by contact is recorded once. */
  contacted: boolean;
  /** Its personal data was erased (its key destroyed): it can no longer be read or answered by contact. */
  erased: boolean;
  /** The client already said whether the pro got back to them: a second answer is not recorded. */
  answerReported: boolean;
}

export const leadDecider: Decider<LeadCommand, LeadState, LeadEvent> = {
  initialState: () => ({
    proId: null,
    senderId: null,
    answered: false,
    read: false,
    contacted: false,
    erased: false,
    answerReported: false,
  }),
  decide(command, state) {
    const { leadId, now } = command;
    // An erased request is gone for its pro: it cannot be answered, read or contacted again.
    // (A client's answer about it is not the pro's act: it is ignored below, not refused.)
    if (
      state.erased &&
      command.type !== 'SendLead' &&
      command.type !== 'EraseLead' &&
      command.type !== 'ReportLeadAnswer'
    )
      throw new DomainError('LEAD.NOT_FOUND');
    switch (command.type) {
      case 'SendLead': {
        const { pro, senderId, name, phoneNumber, message, lang } = command;
        // Only public profiles take requests; any other answers as a profile that does not exist.
        if (!pro) throw new DomainError('PROFILE.NOT_FOUND');
        if (!pro.channels.message) throw new DomainError('CONTACT.CHANNEL_OFF');
        if (state.proId) return [];
        return [
          {
            type: 'LeadSent',
            data: { leadId, proId: pro.proId, senderId, name, phoneNumber, message, lang, sentAt: now },
          },
        ];
      }
      case 'AnswerLead':
        // Someone else's request reads as one that does not exist.
        if (state.proId !== command.answeredBy) throw new DomainError('LEAD.NOT_FOUND');
        return state.answered ? [] : [{ type: 'LeadAnswered', data: { leadId, proId: state.proId, answeredAt: now } }];
      case 'UnanswerLead':
        if (state.proId !== command.answeredBy) throw new DomainError('LEAD.NOT_FOUND');
        return state.answered
          ? [{ type: 'LeadUnanswered', data: { leadId, proId: state.proId, unansweredAt: now } }]
          : [];
      case 'ReadLead':
        if (state.proId !== command.readBy) throw new DomainError('LEAD.NOT_FOUND');
        return state.read ? [] : [{ type: 'LeadRead', data: { leadId, proId: state.proId, readAt: now } }];
      case 'ContactLead': {
        if (state.proId !== command.contactedBy) throw new DomainError('LEAD.NOT_FOUND');
        const { channel } = command;
        return state.contacted
          ? []
          : [{ type: 'LeadContacted', data: { leadId, proId: state.proId, channel, contactedAt: now } }];
      }
      case 'ReportLeadAnswer':
        if (!state.proId) throw new DomainError('LEAD.NOT_FOUND');
        // Asked once, answered once; an erased request no longer ties the number to it.
        if (state.answerReported || state.erased) return [];
        return [
          {
            type: 'LeadAnswerReported',
            data: { leadId, proId: state.proId, answered: command.answered, reportedAt: now },
          },
        ];
      case 'EraseLead': {
        const { by } = command;
        const { proId, senderId } = state;
        const allowed =
          by.kind === 'system' ||
          (by.kind === 'pro' && by.userId === proId) ||
          (by.kind === 'sender' && senderId !== null && by.userId === senderId);
        // Anyone but its pro, its sender and the platform is told it does not exist.
        if (proId === null || !allowed) throw new DomainError('LEAD.NOT_FOUND');
        // Erasing twice writes nothing: the first erasure (and its reason) stays.
        if (state.erased) return [];
        return [{ type: 'LeadErased', data: { leadId, proId, reason: erasureReason(by), erasedAt: now } }];
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'LeadSent':
        return { ...state, proId: event.data.proId, senderId: event.data.senderId };
      case 'LeadAnswered':
        return { ...state, answered: true };
      case 'LeadUnanswered':
        return { ...state, answered: false };
      case 'LeadRead':
        return { ...state, read: true };
      case 'LeadContacted':
        return { ...state, contacted: true };
      case 'LeadErased':
        return { ...state, erased: true };
      case 'LeadAnswerReported':
        return { ...state, answerReported: true };
    }
  },
};
