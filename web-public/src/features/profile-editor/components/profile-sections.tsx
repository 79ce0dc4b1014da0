import '../profile-editor.css';
import { Skeleton, Stack } from '@mantine/core';
import { defaultHours, type ProfileView } from '@gp/shared';
import { useImperativeHandle, type ReactNode, type Ref } from 'react';
import { DisplayNameField } from '../../../components/display-name-field';
import type { DisplayNameEditor } from '../../../hooks/use-display-name-editor';
import { SAVE_AT_ONCE_MS, useDescriptionEditor, useProfileFieldEditor } from '../hooks/use-profile-field-editor';
import { LanguagesField, ServicesField, ZonesField } from './catalog-fields';
import { DescriptionField } from './description-field';
import { HoursField } from './hours-field';

/** What a page holding a section (the setup wizard) does before moving on. */
export interface SectionActions {
  /** Saves whatever is still waiting; resolves once every save has settled. */
  beforeLeave(): Promise<void>;
}

/** Profile fields another feature owns (e.g. pro-contact's contact preferences), passed in by the route. */
export type ProfileFieldSlot = (profile: ProfileView) => ReactNode;

interface SectionProps {
  profile: ProfileView;
  actionsRef?: Ref<SectionActions>;
}

/**
 * Display name, description and services (spec §2: account setup step 1, edit tab basicInfo); the
 * edit tab adds the contact choices, which the wizard asks on its last step, next to the phone.
 */
export function BasicInfoSection({
  profile,
  displayName,
  actionsRef,
  contactPreferences,
}: SectionProps & { displayName: DisplayNameEditor; contactPreferences?: ProfileFieldSlot }) {
  const description = {
    es: useDescriptionEditor(profile.id, 'es', profile.description.es ?? ''),
    en: useDescriptionEditor(profile.id, 'en', profile.description.en ?? ''),
  };
  const services = useProfileFieldEditor(profile.id, 'serviceIds', profile.serviceIds, SAVE_AT_ONCE_MS);
  useImperativeHandle(actionsRef, () => ({
    beforeLeave: async () => {
      await Promise.all([displayName.flush(), description.es.flush(), description.en.flush(), services.flush()]);
    },
  }));
  return (
    <Stack gap="lg">
      <DisplayNameField editor={displayName} />
      <DescriptionField editors={description} />
      <ServicesField editor={services} />
      {contactPreferences?.(profile)}
    </Stack>
  );
}

/** Zones, spoken languages and weekly hours (spec §2: account setup step 2, edit tab zonesAndHours). */
export function ZonesAndHoursSection({ profile, actionsRef }: SectionProps) {
  const zones = useProfileFieldEditor(profile.id, 'zoneIds', profile.zoneIds, SAVE_AT_ONCE_MS);
  const languages = useProfileFieldEditor(profile.id, 'languageCodes', profile.languageCodes, SAVE_AT_ONCE_MS);
  const hours = useProfileFieldEditor(profile.id, 'hours', profile.hours ?? defaultHours(), SAVE_AT_ONCE_MS);
  useImperativeHandle(actionsRef, () => ({
    beforeLeave: async () => {
      // Moving on from the step accepts the hours it showed: a complete profile has hours (spec §2 rule 4).
      if (profile.hours === null && hours.status === 'idle') hours.change(hours.value);
      await Promise.all([zones.flush(), languages.flush(), hours.flush()]);
    },
  }));
  return (
    <Stack gap="lg">
      <ZonesField editor={zones} />
      <LanguagesField editor={languages} />
      <HoursField editor={hours} isStored={profile.hours !== null} />
    </Stack>
  );
}

/** Stands in for a section while the profile loads. */
export function SectionSkeleton() {
  return (
    <Stack gap="lg" aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <Stack key={row} gap={8}>
          <Skeleton height={14} width="30%" />
          <Skeleton height={40} />
        </Stack>
      ))}
    </Stack>
  );
}
