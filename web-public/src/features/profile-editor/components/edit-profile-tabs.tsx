import { Tabs } from '@mantine/core';
import type { SessionUser } from '@gp/shared';
import { useSearchParams } from 'react-router';
import { LoadErrorAlert } from '@gp/web-common/components/load-error-alert';
import { useDisplayNameEditor } from '../../../hooks/use-display-name-editor';
import { useProfile } from '../../../lib/api/get-profile';
import { EDIT_PROFILE_TABS, editProfileTabOf } from '../../../lib/edit-profile-tabs';
import { useProfileEditorTranslation } from '../i18n';
import { PhotosSection } from './photos-section';
import { BasicInfoSection, SectionSkeleton, ZonesAndHoursSection, type ProfileFieldSlot } from './profile-sections';

/** The profile's sections as tabs (spec §2), the current one in `?tab=` so the profile page can link to it. */
export function EditProfileTabs({
  user,
  contactPreferences,
}: {
  user: SessionUser;
  contactPreferences: ProfileFieldSlot;
}) {
  const { t } = useProfileEditorTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = editProfileTabOf(searchParams.get('tab'));
  const displayName = useDisplayNameEditor(user);
  const { data: profile, error, mutate } = useProfile(user.id);

  const select = (next: string | null) => {
    const params = new URLSearchParams(searchParams);
    params.set('tab', editProfileTabOf(next));
    setSearchParams(params, { replace: true });
  };

  const panel = () => {
    if (error && !profile) {
      return <LoadErrorAlert error={error} onRetry={() => void mutate()} />;
    }
    if (!profile) return <SectionSkeleton />;
    if (tab === 'basicInfo')
      return <BasicInfoSection profile={profile} displayName={displayName} contactPreferences={contactPreferences} />;
    if (tab === 'zonesAndHours') return <ZonesAndHoursSection profile={profile} />;
    return <PhotosSection profile={profile} headingLevel={2} />;
  };

  return (
    <Tabs value={tab} onChange={select} keepMounted={false} className="edit-profile-tabs">
      <Tabs.List grow>
        {EDIT_PROFILE_TABS.map((name) => (
          <Tabs.Tab key={name} value={name} px={{ base: 8, sm: 'md' }}>
            {t(`tabs.${name}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {EDIT_PROFILE_TABS.map((name) => (
        <Tabs.Panel key={name} value={name} pt="lg">
          {name === tab && panel()}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
