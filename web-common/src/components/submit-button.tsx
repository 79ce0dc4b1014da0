import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useInBrowser } from '../hooks/use-in-browser';

/**
 * A form's submit button, disabled until the page's script runs. Pages are rendered on the
 * server, and a form submitted before hydration would go to the browser's own handling: a GET to
 * the page with every field (a password included) in the address. A disabled default button
 * stops both the click and the Enter key (HTML's implicit submission) until React handles them.
 */
export function SubmitButton({ children, disabled, ...props }: ButtonProps & { children: ReactNode }) {
  const inBrowser = useInBrowser();
  return (
    <Button type="submit" disabled={disabled || !inBrowser} {...props}>
      {children}
    </Button>
  );
}
