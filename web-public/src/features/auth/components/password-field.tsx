import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { useAuthTranslation } from '../i18n';

/** Password input whose show/hide button is reachable by keyboard and says what it does. */
export function PasswordField(
  props: Omit<PasswordInputProps, 'visible' | 'onVisibilityChange' | 'visibilityToggleButtonProps'>,
) {
  const { t } = useAuthTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t(visible ? 'fields.hidePassword' : 'fields.showPassword') }}
    />
  );
}
