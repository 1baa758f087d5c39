import {
  formMessages,
  TERMINAL_MESSAGES as M,
  validateForm,
  type KioskSaveBody,
  type ProfileItem,
} from '@sportello/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/connect.js';
import { badRequest, forbidden } from '../../platform/http/errors.js';
import { createKioskProfile } from '../profiles/index.js';
import { formFields, loadProfileForm } from './external-forms.service.js';
import { isOption, sourceOfUrl } from './external-options.js';
import type { TerminalRow } from './terminals.repo.js';

type Body = z.output<typeof KioskSaveBody>;

function* walk(items: readonly ProfileItem[]): Generator<ProfileItem> {
  for (const item of items) {
    yield item;
    if (item.fields) yield* walk(item.fields);
  }
}

/** A remote select's value must be one of its source's options (the browser only offers those). */
function remoteOptionErrors(items: ProfileItem[], values: Record<string, unknown>) {
  const errors: Record<string, string> = {};
  for (const item of walk(items)) {
    const url = (item.externalOptions as { url?: unknown } | undefined)?.url;
    const source = sourceOfUrl(url);
    const node = item.valueNode;
    if (!source || !node || values[node] == null || values[node] === '') continue;
    if (!isOption(source, values[node])) errors[node] = formMessages.invalidOption(item.label ?? node);
  }
  return errors;
}

/**
 * A kiosk's save (spec 2 §4 "Kiosk"): the visitor's answers validated on the server against the
 * kiosk's form, then a profile of the office with source kiosk and this terminal. On "Fine" (final)
 * every rule applies; when the inactivity countdown ran out (timeout) the answers given so far are
 * kept, so required fields may be empty, but nothing may be wrong.
 */
export async function saveKioskProfile(db: Db, terminal: TerminalRow, body: Body, env: string) {
  if (terminal.terminalType !== 'self') throw forbidden(M.notKiosk);
  const source = await loadProfileForm(db, env);
  const { values, errors } = validateForm(formFields(source), body.values);
  const all = {
    ...errors,
    ...remoteOptionErrors(
      source.sections.flatMap((s) => s.fields),
      values,
    ),
  };
  const requiredTail = formMessages.required('');
  const blocking = Object.entries(all).filter(
    ([, message]) => !(body.type === 'timeout' && message.endsWith(requiredTail)),
  );
  if (blocking.length)
    throw badRequest(M.kioskInvalid, Object.fromEntries(blocking.map(([k, v]) => [`values.${k}`, v])));
  const saved = await createKioskProfile(db, { officeId: terminal.groupId, terminalId: terminal.id, values });
  return { ...saved, message: M.kioskSaved };
}
