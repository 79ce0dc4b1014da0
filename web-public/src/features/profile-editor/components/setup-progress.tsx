import { Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { ACCOUNT_SETUP_STEPS, type AccountSetupStep, type ProfileView } from '@gp/shared';
import { LineIcon } from '@gp/web-common/components/icons/line-icon';
import { isStepFilled, stepIndex } from '../setup-steps';
import { useAccountSetupTranslation } from '../setup-i18n';

/**
 * The steps as a segmented bar. A step is marked done (a check) only when its data is filled, not
 * because it was passed; the step shown is marked for screen readers too. Until the profile has
 * loaded, no step is marked done.
 */
export function SetupProgress({ current, profile }: { current: AccountSetupStep; profile: ProfileView | undefined }) {
  const { t } = useAccountSetupTranslation();
  return (
    <div>
      <Text fz="sm" fw={600} c="gray.7" mb="xs">
        {t('stepOf', { current: stepIndex(current) + 1, total: ACCOUNT_SETUP_STEPS.length })}
      </Text>
      <ol className="setup-progress plain-list" aria-label={t('progressLabel')}>
        {ACCOUNT_SETUP_STEPS.map((step, index) => {
          const done = profile !== undefined && isStepFilled(step, profile);
          const isCurrent = step === current;
          return (
            <li
              key={step}
              className="setup-progress-step"
              data-state={done ? 'done' : 'pending'}
              aria-current={isCurrent ? 'step' : undefined}
            >
              <ThemeIcon
                radius="xl"
                size={28}
                variant={done ? 'filled' : isCurrent ? 'outline' : 'light'}
                color={done || isCurrent ? 'blue.8' : 'gray'}
                aria-hidden="true"
              >
                {done ? (
                  <LineIcon size={16}>
                    <path d="M5 12l5 5L20 7" />
                  </LineIcon>
                ) : (
                  <Text component="span" fz="sm" fw={700}>
                    {index + 1}
                  </Text>
                )}
              </ThemeIcon>
              <Text component="span" fw={isCurrent ? 700 : 500} c={done || isCurrent ? 'gray.9' : 'gray.7'} fz="sm">
                {t(`steps.${step}`)}
                <VisuallyHidden>
                  {' '}
                  ({isCurrent ? `${t('stepState.current')}, ` : ''}
                  {t(`stepState.${done ? 'done' : 'pending'}`)})
                </VisuallyHidden>
              </Text>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
