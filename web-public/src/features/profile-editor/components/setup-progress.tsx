import { Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { ACCOUNT_SETUP_STEPS, type AccountSetupStep } from '@gp/shared';
import { stepIndex } from '../setup-steps';
import { useAccountSetupTranslation } from '../setup-i18n';

type StepState = 'done' | 'current' | 'upcoming';

/** The three steps as a segmented bar; the current one is marked for screen readers too. */
export function SetupProgress({ current }: { current: AccountSetupStep }) {
  const { t } = useAccountSetupTranslation();
  const currentIndex = stepIndex(current);
  return (
    <div>
      <Text fz="sm" fw={600} c="gray.7" mb="xs">
        {t('stepOf', { current: currentIndex + 1, total: ACCOUNT_SETUP_STEPS.length })}
      </Text>
      <ol className="setup-progress plain-list" aria-label={t('progressLabel')}>
        {ACCOUNT_SETUP_STEPS.map((step, index) => {
          const state: StepState = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
          return (
            <li
              key={step}
              className="setup-progress-step"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <ThemeIcon
                radius="xl"
                size={28}
                variant={state === 'upcoming' ? 'light' : 'filled'}
                color={state === 'upcoming' ? 'gray' : 'blue'}
                aria-hidden="true"
              >
                <Text component="span" fz="sm" fw={700}>
                  {index + 1}
                </Text>
              </ThemeIcon>
              <Text
                component="span"
                fw={state === 'current' ? 700 : 500}
                c={state === 'upcoming' ? 'gray.7' : 'gray.9'}
                fz="sm"
              >
                {t(`steps.${step}`)}
                <VisuallyHidden> ({t(`stepState.${state}`)})</VisuallyHidden>
              </Text>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
