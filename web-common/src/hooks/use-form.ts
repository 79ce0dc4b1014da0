import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { takeEarlySubmit } from '../app/early-input';
import { apiErrorMessage, validationIssues, type ValidationIssue } from '../lib/api-errors';
import { useLang } from './use-lang';

/** What the form's own check makes of its values: the request to send, or the issues to show. */
export type Checked<Request> = { request: Request } | { issues: readonly ValidationIssue[] };

/** A message for the whole form; a notice (e.g. "try again later") is not drawn as an error. */
export interface FormMessage {
  text: string;
  tone?: 'error' | 'notice';
}

export interface FormControls<Values> {
  reset: (values?: Values) => void;
  /** Moves the focus to a field by its name. */
  focus: (field: keyof Values & string) => void;
}

export interface FormOptions<Values, Request> {
  /** The fields, keyed by the names the server's issues use. */
  initialValues: Values;
  /**
   * The client's check before anything is sent; its messages in the page language. A promise while
   * what it checks with still loads (a schema): the form is pending meanwhile.
   */
  check?: (values: Values) => Checked<Request> | Promise<Checked<Request>>;
  /** Sends the checked request; `values` are the fields it was made from. */
  send: (request: Request, values: Values) => Promise<void>;
  /**
   * What the form makes of a refusal itself: a message, or null once it has dealt with it (a step
   * that ends). Undefined leaves it to the hook: the server's field issues on their fields, any
   * other code as a message in the page language.
   */
  refused?: (error: unknown, controls: FormControls<Values>) => FormMessage | null | undefined;
  /** Every change, e.g. to keep a draft. */
  onChange?: (values: Values) => void;
}

type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/** The attribute the page's start script looks for: a submit before the app is alive is held for the hook. */
const EARLY_SUBMIT_ATTRIBUTE = 'data-early-submit';

/**
 * The one way to write a form: its values, the errors shown on its fields (none before it is
 * sent: a field is in error only once a send, the client's check or the server, says so, and a
 * change clears its own), the first field in error focused, a message for the whole form in the
 * page language, and the pending state. A form sent before the page's script ran (Enter, or its
 * button, while a slow phone still downloads the app) is sent once the hook is alive, with what
 * the page's fields hold.
 */
export function useForm<Values extends object, Request = Values>({
  initialValues,
  check,
  send,
  refused,
  onChange,
}: FormOptions<Values, Request>) {
  const lang = useLang();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [pending, setPending] = useState(false);
  // Read by a submit made in the same task as another (Enter and a held tap): one send at a time.
  const sending = useRef(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const latest = useRef(values);

  useEffect(() => {
    // After the render that shows the errors: the field is read out with its message.
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const showIssues = (issues: readonly ValidationIssue[]) => {
    const next: FieldErrors<Values> = {};
    for (const { path, message: text } of issues) {
      const field = Object.keys(initialValues).find((name) => path === name || path.startsWith(`${name}.`));
      if (field && !next[field as keyof Values]) next[field as keyof Values] = text;
    }
    if (Object.keys(next).length === 0) return false;
    setErrors(next);
    setFocusRequest((count) => count + 1);
    return true;
  };

  const controls: FormControls<Values> = {
    reset: (next = initialValues) => {
      latest.current = next;
      setValues(next);
      setErrors({});
      setMessage(null);
    },
    focus: (field) => {
      const element = formRef.current?.elements.namedItem(field);
      if (element instanceof HTMLElement) element.focus();
    },
  };

  const submitValues = async (submitted: Values) => {
    if (sending.current) return;
    setMessage(null);
    sending.current = true;
    try {
      const checking = check ? check(submitted) : { request: submitted as unknown as Request };
      // A check that answers at once shows its issues in this same task.
      if (checking instanceof Promise) setPending(true);
      const checked = checking instanceof Promise ? await checking : checking;
      if ('issues' in checked) {
        // An issue on no field of the form (a fixed part of the request) is still said.
        const [first] = checked.issues;
        if (!showIssues(checked.issues) && first) setMessage({ text: first.message });
        return;
      }
      setErrors({});
      setPending(true);
      await send(checked.request, submitted);
    } catch (error) {
      const own = refused?.(error, controls);
      if (own !== undefined) setMessage(own);
      else if (!showIssues(validationIssues(error))) setMessage({ text: apiErrorMessage(error, lang) });
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submitValues(latest.current);
  };

  // A submit the page's start script held before the app was alive: sent once, with the fields
  // as the page shows them (the state still holds the server's values until the typing is replayed).
  useEffect(() => {
    const form = formRef.current;
    if (!form || !takeEarlySubmit(form)) return;
    const onPage = { ...latest.current };
    for (const name of Object.keys(onPage)) {
      const element = form.elements.namedItem(name);
      const isText = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
      if (isText && typeof onPage[name as keyof Values] === 'string')
        onPage[name as keyof Values] = element.value as Values[keyof Values];
    }
    void submitValues(onPage);
    // Once, for the form the server rendered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const setValue = useCallback(
    <Field extends keyof Values>(field: Field, value: Values[Field]) => {
      const next = { ...latest.current, [field]: value };
      latest.current = next;
      setValues(next);
      setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
      onChange?.(next);
    },
    [onChange],
  );

  /** Props for a text input (Mantine's TextInput, Textarea, PasswordInput) named after its field. */
  const field = <Field extends keyof Values & string>(name: Field) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      setValue(name, event.currentTarget.value as Values[Field]),
  });

  return {
    values,
    errors,
    setValue,
    field,
    /** The form-level message (a refusal that names no field), or null. */
    message,
    pending,
    /** Sends without a submit event (a code complete in its last box); with other values than the state's if given. */
    submit: (submitted: Values = latest.current) => submitValues(submitted),
    reset: controls.reset,
    focus: controls.focus,
    /** Spread on the <form>. */
    formProps: {
      ref: formRef,
      onSubmit: submit,
      // The messages are the page's own, in its language; the browser's bubbles would not be.
      noValidate: true,
      // Sent by the browser itself (the app not running), the fields go in a body the server drops,
      // never into the address (a password in the history and the logs): api/src/web/web-routes.ts.
      method: 'post',
      'aria-busy': pending,
      [EARLY_SUBMIT_ATTRIBUTE]: '',
    },
  };
}
