import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The submit button of a form written with useForm: loading (and so disabled) while it sends.
 * Unlike SubmitButton it works before the page's script runs: the start script holds the submit
 * (Enter or the button) back from the browser and the hook sends it once the app is alive.
 */
export function FormSubmitButton({
  pending,
  children,
  ...props
}: ButtonProps & { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" loading={pending} {...props}>
      {children}
    </Button>
  );
}
