import '../testing/jsdom-polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TextInput } from '@mantine/core';
import { APP_START_SCRIPT, errorMessage, type Lang } from '@gp/shared';
import { useLayoutEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { replayEarlyInput, stopHoldingTaps } from '../app/early-input';
import { AppProvider } from '../app/provider';
import { FormMessage } from '../components/form-message';
import { FormSubmitButton } from '../components/form-submit-button';
import { ApiError } from '../lib/api-client';
import { useForm, type Checked } from './use-form';

interface Lead {
  name: string;
  phoneNumber: string;
}

const LABELS = {
  en: { name: 'Name', phoneNumber: 'Phone', send: 'Send' },
  es: { name: 'Nombre', phoneNumber: 'Teléfono', send: 'Enviar' },
};

const nameRequired = (lang: Lang) => (lang === 'es' ? 'Escribe tu nombre' : 'Enter your name');

/** A form as the features write one: the client asks for a name, the server checks the rest. */
function LeadForm({ lang, send }: { lang: Lang; send: (lead: Lead) => Promise<void> }) {
  const form = useForm({
    initialValues: { name: '', phoneNumber: '' },
    check: (lead): Checked<Lead> =>
      lead.name.trim() ? { request: lead } : { issues: [{ path: 'name', message: nameRequired(lang) }] },
    send,
  });
  const labels = LABELS[lang];
  return (
    <form {...form.formProps} aria-label="lead">
      <FormMessage message={form.message} />
      <TextInput label={labels.name} {...form.field('name')} />
      <TextInput label={labels.phoneNumber} {...form.field('phoneNumber')} />
      <FormSubmitButton pending={form.pending}>{labels.send}</FormSubmitButton>
    </form>
  );
}

function Page({ lang, send }: { lang: Lang; send: (lead: Lead) => Promise<void> }) {
  // As AppRoutes does once the first render has hydrated.
  useLayoutEffect(replayEarlyInput, []);
  return <LeadForm lang={lang} send={send} />;
}

const app = (lang: Lang, send: (lead: Lead) => Promise<void>) => (
  <AppProvider env="test">
    <MemoryRouter initialEntries={[`/${lang}/profile/pro-1`]}>
      <Page lang={lang} send={send} />
    </MemoryRouter>
  </AppProvider>
);

const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const type = (label: string, text: string) => fireEvent.change(field(label), { target: { value: text } });
const invalidIssues = (issues: { path: string; message: string }[]) =>
  new ApiError(400, 'REQUEST.INVALID', 'Invalid request', { issues });

/** A send that waits until the test lets it answer. */
function heldSend() {
  const sent: Lead[] = [];
  let answer: (error?: unknown) => void = () => undefined;
  const send = (lead: Lead) => {
    sent.push(lead);
    return new Promise<void>((resolve, reject) => (answer = (error) => (error ? reject(error) : resolve())));
  };
  return { sent, send, answer: (error?: unknown) => act(async () => answer(error)) };
}

describe.each(['en', 'es'] as const)('useForm in %s', (lang) => {
  const labels = LABELS[lang];

  it('shows no error before the form is sent, then the check’s error on its field, focused and described', async () => {
    const { sent, send } = heldSend();
    render(app(lang, send));
    expect(field(labels.name).getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.blur(field(labels.name));
    expect(screen.queryByText(nameRequired(lang))).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: labels.send }));
    const error = await screen.findByText(nameRequired(lang));
    expect(field(labels.name).getAttribute('aria-invalid')).toBe('true');
    expect(field(labels.name).getAttribute('aria-describedby')).toContain(error.id);
    expect(document.activeElement).toBe(field(labels.name));
    expect(sent).toEqual([]);

    type(labels.name, 'Ana');
    expect(screen.queryByText(nameRequired(lang))).toBeNull();
  });

  it("puts the server's field issues on their fields as given, focusing the first field of the form in error", async () => {
    const { sent, send, answer } = heldSend();
    render(app(lang, send));
    type(labels.name, 'Ana');
    type(labels.phoneNumber, '12');
    fireEvent.click(screen.getByRole('button', { name: labels.send }));
    expect(sent).toEqual([{ name: 'Ana', phoneNumber: '12' }]);
    const tooShort = lang === 'es' ? 'Número muy corto' : 'Number too short';
    const taken = lang === 'es' ? 'Nombre no permitido' : 'Name not allowed';
    await answer(
      invalidIssues([
        { path: 'phoneNumber', message: tooShort },
        { path: 'name', message: taken },
      ]),
    );
    expect(await screen.findByText(tooShort)).toBeTruthy();
    expect(screen.getByText(taken)).toBeTruthy();
    expect(document.activeElement).toBe(field(labels.name));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says any other refusal for the whole form in the page language', async () => {
    const { send, answer } = heldSend();
    render(app(lang, send));
    type(labels.name, 'Ana');
    fireEvent.click(screen.getByRole('button', { name: labels.send }));
    await answer(new ApiError(429, 'REQUEST.RATE_LIMITED', 'Too many requests'));
    expect((await screen.findByRole('alert')).textContent).toBe(errorMessage('REQUEST.RATE_LIMITED', lang));
    expect(field(labels.name).getAttribute('aria-invalid')).not.toBe('true');
  });

  it('is busy while it sends, and sends once however often it is submitted meanwhile', async () => {
    const { sent, send, answer } = heldSend();
    render(app(lang, send));
    type(labels.name, 'Ana');
    const button = screen.getByRole('button', { name: labels.send });
    fireEvent.click(button);
    fireEvent.submit(screen.getByRole('form', { name: 'lead' }));
    expect((await screen.findByRole('form', { name: 'lead' })).getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(sent).toHaveLength(1);
    await answer();
    expect(screen.getByRole('form', { name: 'lead' }).getAttribute('aria-busy')).toBe('false');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('a form sent before the app is alive', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    delete window.gpEarlyInput;
  });

  it('is held from the browser and sent once the page has hydrated, with what its fields hold', async () => {
    const { sent, send } = heldSend();
    document.body.innerHTML = `<template id="app-scripts"></template><div id="root">${renderToString(app('es', send))}</div>`;
    // The page's start script, as the browser runs it from the page's head.
    new Function(APP_START_SCRIPT)();
    const name = document.querySelector<HTMLInputElement>('input[name="name"]')!;
    name.value = 'Ana';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    const form = document.querySelector('form')!;
    // Enter in a field, then the button too: one send.
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submitted);
    document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    expect(submitted.defaultPrevented).toBe(true);
    expect(sent).toEqual([]);

    await act(async () => {
      root = hydrateRoot(document.getElementById('root')!, app('es', send));
      stopHoldingTaps();
    });
    expect(sent).toEqual([{ name: 'Ana', phoneNumber: '' }]);
    expect(form.getAttribute('aria-busy')).toBe('true');
  });
});
