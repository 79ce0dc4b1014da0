import { Alert } from '@mantine/core';
import type { FormMessage as Message } from '../hooks/use-form';

/** A form's message for the whole form (a refusal that names no field), read out when it appears. */
export function FormMessage({ message }: { message: Message | null }) {
  if (!message) return null;
  const notice = message.tone === 'notice';
  return (
    <Alert color={notice ? 'blue' : 'red'} variant="light" role={notice ? 'status' : 'alert'}>
      {message.text}
    </Alert>
  );
}
