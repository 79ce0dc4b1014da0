import {
  contactChoiceAfter,
  NO_CONTACT_CHOICE,
  rejectionOf,
  type ContactChoice,
  type PhotoRejection,
  type ProfileDescription,
  type WeeklyHours,
} from '@gp/shared';
import { defineProjection } from '../runtime/projection';
import {
  isPublicWith,
  NO_REVIEW_STANDINGS,
  RATING_EVENTS,
  withRatingEvent,
  type ReviewStandings,
} from './review-standings';
import { publicPhotoId } from './public-photo';
import { RESPONSE_EVENTS, withResponseEvent, type RequestTimes } from './response-times';

export type ProfilePhotoEntry = {
  id: string;
  contentType: string;
  width: number;
  height: number;
  uploadedAt: string;
  status: 'pending' | 'approved' | 'rejected';
  rejection: PhotoRejection | null;
};

/** A user's public profile. Never holds an email: the public API reads this collection. */
export type ProfileDocument = {
  _id: string;
  displayName: string | null;
  /** Per language (Spanish, English or both); the page picks the visitor's and falls back to the other. */
  description: ProfileDescription;
  isContractor: boolean;
  serviceIds: string[];
  zoneIds: string[];
  languageCodes: string[];
  hours: WeeklyHours | null;
  /** Every photo, whatever its status: the query shows visitors the approved ones only. */
  photos: ProfilePhotoEntry[];
  /** The photos the owner chose, shown to them (and admins) even while awaiting review. */
  profilePhotoId: string | null;
  coverPhotoId: string | null;
  /** What visitors see in their place: approved photos only (see publicPhotoId). */
  publicProfilePhotoId: string | null;
  publicCoverPhotoId: string | null;
  /** Shown to the owner only; the query strips it for everyone else. */
  phoneNumber: string | null;
  /** The channels the pro chose, or the default, and whether they chose (rules/contact.ts). The query derives the channels that work. */
  contactChoice: ContactChoice;
  createdAt: string;
  /** The live reviews behind the rating summary, folded from the review events. */
  ratings: ReviewStandings;
  /** Spec §1: a pro's profile is public at three live reviews. Decided here, once per event, so no query joins collections for it. */
  isPublic: boolean;
  /** The requests of the last 90 days and the pro's answers: the response signal, worked out at read time. */
  responseTimes: RequestTimes[];
};

/** The public profile and cover photos, after any photo event: one place, so none leaves them stale. */
function withPublicPhotos(doc: ProfileDocument): ProfileDocument {
  const isApproved = (photoId: string) =>
    doc.photos.some((photo) => photo.id === photoId && photo.status === 'approved');
  return {
    ...doc,
    publicProfilePhotoId: publicPhotoId(doc.profilePhotoId, doc.publicProfilePhotoId, isApproved),
    publicCoverPhotoId: publicPhotoId(doc.coverPhotoId, doc.publicCoverPhotoId, isApproved),
  };
}

const setPhoto = (doc: ProfileDocument, photoId: string, change: Partial<ProfilePhotoEntry>): ProfileDocument =>
  withPublicPhotos({
    ...doc,
    photos: doc.photos.map((photo) => (photo.id === photoId ? { ...photo, ...change } : photo)),
  });

/**
 * A rejected or removed photo stops being chosen; the owner then sees what the public sees there
 * (the one shown before, or none) rather than an empty slot the public does not have.
 */
const unsetChosen = (doc: ProfileDocument, photoId: string): ProfileDocument => ({
  ...doc,
  profilePhotoId: doc.profilePhotoId === photoId ? doc.publicProfilePhotoId : doc.profilePhotoId,
  coverPhotoId: doc.coverPhotoId === photoId ? doc.publicCoverPhotoId : doc.coverPhotoId,
});

export const profilesProjection = defineProjection({
  name: 'profiles',
  collection: 'profiles',
  handles: [
    'UserRegistered',
    'DisplayNameChanged',
    'ContractorRoleAssigned',
    'ContractorRoleRevoked',
    'ProfileDescribed',
    'ServicesChosen',
    'ZonesChosen',
    'SpokenLanguagesChosen',
    'HoursSet',
    'PhotoUploaded',
    'PhotoRemoved',
    'PhotoApproved',
    'PhotoRejected',
    'ProfilePhotoChosen',
    'CoverPhotoChosen',
    'PhoneNumberVerified',
    'ContactPreferencesSet',
    'AccountDeleted',
    ...RATING_EVENTS,
    ...RESPONSE_EVENTS,
  ],
  documentId: (event) =>
    'contractorId' in event.data
      ? event.data.contractorId
      : 'proId' in event.data
        ? event.data.proId
        : event.data.userId,
  evolve: (doc: ProfileDocument | null, event): ProfileDocument | null => {
    if (event.type === 'UserRegistered') {
      // Anonymous reviewers have no profile.
      if (event.data.isAnonymous) return null;
      return {
        _id: event.data.userId,
        displayName: null,
        description: {},
        isContractor: false,
        serviceIds: [],
        zoneIds: [],
        languageCodes: [],
        hours: null,
        photos: [],
        profilePhotoId: null,
        coverPhotoId: null,
        publicProfilePhotoId: null,
        publicCoverPhotoId: null,
        phoneNumber: null,
        contactChoice: NO_CONTACT_CHOICE,
        createdAt: event.data.registeredAt,
        ratings: NO_REVIEW_STANDINGS,
        responseTimes: [],
        isPublic: false,
      };
    }
    if (!doc) return null;
    switch (event.type) {
      case 'DisplayNameChanged':
        return { ...doc, displayName: event.data.displayName };
      case 'ContractorRoleAssigned':
        return { ...doc, isContractor: true, isPublic: isPublicWith(doc.ratings) };
      // A client has no public profile; the reviews stay, and count again if they become a pro again.
      case 'ContractorRoleRevoked':
        return { ...doc, isContractor: false, isPublic: false };
      case 'ProfileDescribed':
        return { ...doc, description: event.data.description };
      case 'ServicesChosen':
        return { ...doc, serviceIds: event.data.serviceIds };
      case 'ZonesChosen':
        return { ...doc, zoneIds: event.data.zoneIds };
      case 'SpokenLanguagesChosen':
        return { ...doc, languageCodes: event.data.languageCodes };
      case 'HoursSet':
        return { ...doc, hours: event.data.hours };
      case 'PhotoUploaded': {
        const { photoId, contentType, width, height, uploadedAt } = event.data;
        if (doc.photos.some((photo) => photo.id === photoId)) return doc;
        return {
          ...doc,
          photos: [
            ...doc.photos,
            { id: photoId, contentType, width, height, uploadedAt, status: 'pending', rejection: null },
          ],
        };
      }
      case 'PhotoRemoved':
        return unsetChosen(
          withPublicPhotos({ ...doc, photos: doc.photos.filter((photo) => photo.id !== event.data.photoId) }),
          event.data.photoId,
        );
      case 'PhotoApproved':
        return setPhoto(doc, event.data.photoId, { status: 'approved', rejection: null });
      case 'PhotoRejected':
        return unsetChosen(
          setPhoto(doc, event.data.photoId, { status: 'rejected', rejection: rejectionOf(event.data) }),
          event.data.photoId,
        );
      case 'ProfilePhotoChosen':
        return withPublicPhotos({ ...doc, profilePhotoId: event.data.photoId });
      case 'CoverPhotoChosen':
        return withPublicPhotos({ ...doc, coverPhotoId: event.data.photoId });
      case 'PhoneNumberVerified':
        return {
          ...doc,
          phoneNumber: event.data.phoneNumber,
          contactChoice: contactChoiceAfter(doc.contactChoice, event),
        };
      case 'ContactPreferencesSet':
        return { ...doc, contactChoice: contactChoiceAfter(doc.contactChoice, event) };
      case 'AccountDeleted':
        return null;
      case 'LeadSent':
      case 'LeadAnswered':
      case 'LeadUnanswered':
      case 'LeadContacted':
      case 'LeadAnswerReported':
        return { ...doc, responseTimes: withResponseEvent(doc.responseTimes, event) };
      case 'ReviewSubmitted':
      case 'ReviewAuthorLinked':
      case 'ReviewApproved':
      case 'ReviewUnapproved':
      case 'ReviewRemoved':
      case 'ReviewRestored':
      case 'ReviewEdited':
      case 'ReviewWithdrawn': {
        const ratings = withRatingEvent(doc.ratings, event);
        return { ...doc, ratings, isPublic: doc.isContractor && isPublicWith(ratings) };
      }
    }
  },
  indexes: [{ name: 'isContractor_createdAt', keys: { isContractor: 1, createdAt: -1 } }],
});
