import { Radio, Stack, Text, Textarea } from '@mantine/core';
import { validationMessage, type Lang } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useRef, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { ConfirmDialog } from './confirm-dialog';

/** The admin's choice: a reason from a shared list, and a note of their own. */
export interface ReasonChoice {
  code: string | undefined;
  note: string;
}

interface ReasonDialogProps<Body> {
  title: string;
  confirmLabel: string;
  /** What the action is about, shown first (the photo being rejected). */
  preview?: ReactNode;
  intro: string;
  /** The shared list of reasons, each in both languages; the first gets the focus. */
  reasons: Readonly<Record<string, Readonly<Record<Lang, string>>>>;
  reasonLabel: string;
  noteLabel: string;
  noteDescription: string;
  noteMaxLength: number;
  /** Builds the request with the shared schema, which decides whether the choice is complete. */
  parse: (choice: ReasonChoice) => z.ZodSafeParseResult<Body>;
  onConfirm: (body: Body) => Promise<void>;
  onCancel: () => void;
}

/**
 * A consequential action that the person it touches must understand (a rejected photo, a removed review): the
 * admin picks a reason they will read in their own language, with a note required for "another reason". The
 * first problem the shared schema finds is shown on its field, which gets the focus.
 */
export function ReasonDialog<Body>(props: ReasonDialogProps<Body>) {
  const lang = useLang();
  const reasonGroup = useRef<HTMLDivElement>(null);
  const noteField = useRef<HTMLTextAreaElement>(null);
  const [code, setCode] = useState<string | undefined>(undefined);
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState<{ field: 'code' | 'note'; message: string } | null>(null);
  const codes = Object.keys(props.reasons);

  const confirm = async () => {
    const parsed = props.parse({ code, note });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0] === 'note' ? 'note' : 'code';
      setInvalid({ field, message: validationMessage(issue?.message ?? '', lang) });
      if (field === 'note') noteField.current?.focus();
      else reasonGroup.current?.querySelector('input')?.focus();
      return;
    }
    await props.onConfirm(parsed.data);
  };

  return (
    <ConfirmDialog title={props.title} confirmLabel={props.confirmLabel} onConfirm={confirm} onCancel={props.onCancel}>
      {props.preview}
      <Text style={{ wordBreak: 'break-word' }}>{props.intro}</Text>
      <Radio.Group
        ref={reasonGroup}
        label={props.reasonLabel}
        required
        value={code ?? null}
        error={invalid?.field === 'code' ? invalid.message : undefined}
        onChange={(value) => {
          setCode(value);
          setInvalid(null);
        }}
      >
        <Stack gap="xs" mt="xs">
          {codes.map((reason) => (
            <Radio
              key={reason}
              value={reason}
              label={props.reasons[reason]![lang]}
              data-autofocus={reason === codes[0] || undefined}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        ref={noteField}
        label={props.noteLabel}
        description={props.noteDescription}
        required={code === 'other'}
        autosize
        minRows={2}
        maxLength={props.noteMaxLength}
        value={note}
        error={invalid?.field === 'note' ? invalid.message : undefined}
        onChange={(event) => {
          setNote(event.currentTarget.value);
          setInvalid(null);
        }}
      />
    </ConfirmDialog>
  );
}
