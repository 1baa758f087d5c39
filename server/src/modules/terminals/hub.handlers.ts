import {
  TERMINAL_MESSAGES as M,
  validateForm,
  type SocketInbound,
  type SocketOutbound,
} from '@sportello/contracts';
import { DEFAULT_ENV } from '@sportello/contracts';
import { conflict, forbidden, notFound, ruleBroken } from '../../platform/http/errors.js';
import { shareListToTerminal } from '../lists/index.js';
import { formFields, loadProfileForm } from './external-forms.service.js';
import type { Conn, HubPort } from './hub.conn.js';
import { channels } from './terminals.channels.js';
import { presentDevice, presentTerminal } from './terminals.presenter.js';
import * as repo from './terminals.repo.js';
import {
  addTerminal,
  announce,
  dropPending,
  editTerminal,
  publish,
  terminalOf,
  terminalStatus,
} from './terminals.service.js';

type OperatorConn = Extract<Conn, { kind: 'operator' }>;
type TerminalConn = Extract<Conn, { kind: 'terminal' }>;

/** What a terminal shows while an operator shares with it (terminals.sharing_json). */
interface Sharing {
  wsId: string;
  formType: 'assisted' | 'self';
  lang: 'it' | 'en' | 'fr' | 'de' | 'es';
  sections: string[];
  profileId: number | null;
  listId: number | null;
  /** The list's share link made for the terminal (its QR code): the device sees this list only. */
  shareToken?: string | null;
}

export const readSharing = (json: string | null): Sharing | null =>
  json ? (JSON.parse(json) as Sharing) : null;

const openForm = (s: Sharing): SocketOutbound => ({
  type: 'openForm',
  formType: s.formType,
  lang: s.lang,
  sections: s.sections,
  profileId: s.profileId,
  listId: s.listId,
});

/** An operator's messages: only about terminals of the operator's own office. */
export async function handleOperator(hub: HubPort, conn: OperatorConn, m: SocketInbound) {
  const deps = hub.deps;
  const user = conn.user;
  switch (m.type) {
    case 'init':
      if (m.isClient) throw forbidden(M.forbidden);
      if (m.group && m.group !== user.groupSlug) throw forbidden(M.otherOffice);
      return hub.send(conn, { type: 'registerWSOKServer', wsId: conn.id, group: user.groupSlug });
    case 'checkStatus':
      return hub.send(conn, { type: 'checkStatus', ...(await terminalStatus(deps, user, m.wsId)) });
    case 'sendToExternal': {
      const row = await terminalOf(deps, user, { wsId: m.wsId });
      const t = presentTerminal(row);
      if (t.terminalType !== 'assisted') throw ruleBroken(M.notAssisted);
      if (t.status !== 'on') throw conflict(M.offline);
      const source = await loadProfileForm(deps.db, DEFAULT_ENV);
      const known = new Set(source.sections.map((s) => s.key));
      const sections = m.sections
        .split(',')
        .map((s) => s.trim())
        .filter((s) => known.has(s));
      // A list is the office's or it is not shown (404 / 403 as the lists module answers).
      const shared = m.listId ? await shareListToTerminal(deps.db, user, m.listId, m.lang) : null;
      const sharing: Sharing = {
        wsId: m.wsId,
        formType: m.formType,
        lang: m.lang,
        sections: sections.length ? sections : [...known],
        profileId: m.profileId,
        listId: m.listId,
        shareToken: shared?.token ?? null,
      };
      const previous = row.sharingSocket;
      await repo.setSharing(deps.db, row.id, conn.id, JSON.stringify(sharing));
      if (previous && previous !== conn.id)
        await publish(deps, channels.socket(previous), {
          kind: 'send',
          message: { type: 'sharingToExternal', wsId: m.wsId, sharing: false },
        });
      await publish(deps, channels.terminal(row.id), { kind: 'send', message: openForm(sharing) });
      return hub.send(conn, {
        type: 'sharingToExternal',
        wsId: m.wsId,
        sharing: true,
        lang: sharing.lang,
        sections: sharing.sections,
      });
    }
    case 'stopSharing': {
      if (!m.wsId) throw notFound(M.notFound);
      const row = await terminalOf(deps, user, { wsId: m.wsId });
      if (row.sharingSocket === null) throw conflict(M.notSharing);
      await repo.setSharing(deps.db, row.id, null, null);
      await publish(deps, channels.terminal(row.id), {
        kind: 'send',
        message: { type: 'closeForm', wsId: row.wsId },
      });
      return hub.send(conn, { type: 'sharingToExternal', wsId: row.wsId, sharing: false });
    }
    case 'addWs': {
      const added = await addTerminal(deps, user, m);
      hub.send(conn, { type: 'addWs', terminal: added.terminal, pairing: added.pairing });
      return announce(deps, added.terminal.id);
    }
    case 'removeTmpWsId':
      return dropPending(deps, user, m.wsId);
    case 'updateTerminal': {
      await editTerminal(deps, user, m);
      return;
    }
    default:
      // registerWs and submitExternalForm are the terminal's: an operator may not speak for one.
      throw forbidden(M.forbidden);
  }
}

/** A terminal's messages: about itself only (its row is re-read and checked by the hub). */
export async function handleTerminal(
  hub: HubPort,
  conn: TerminalConn,
  row: repo.TerminalRow,
  m: SocketInbound,
) {
  const deps = hub.deps;
  switch (m.type) {
    case 'init': {
      if (!m.isClient) throw forbidden(M.forbidden);
      if ((m.wsId && m.wsId !== row.wsId) || (m.group && m.group !== row.groupSlug))
        throw forbidden(M.otherOffice);
      hub.send(conn, { type: 'registerWSOKClient', device: presentDevice(row, false) });
      // A terminal back after a drop finds the form it was showing (its unsent answers follow).
      const sharing = readSharing(row.sharingJson);
      if (sharing) hub.send(conn, openForm(sharing));
      return;
    }
    case 'registerWs': {
      await repo.updateTerminal(deps.db, row.id, { deviceName: m.deviceName }, new Date().toISOString());
      return announce(deps, row.id);
    }
    case 'submitExternalForm': {
      const sharing = readSharing(row.sharingJson);
      if (!row.sharingSocket || !sharing) throw conflict(M.notSharing);
      const source = await loadProfileForm(deps.db, DEFAULT_ENV);
      // Only the shared sections' fields travel, cleaned as the form engine stores them.
      const { values } = validateForm(formFields(source, sharing.sections), m.values);
      await publish(deps, channels.socket(row.sharingSocket), {
        kind: 'send',
        message: {
          type: 'receiveExternalForm',
          wsId: row.wsId,
          profileId: sharing.profileId,
          values,
          final: m.final,
        },
      });
      return;
    }
    case 'stopSharing': {
      if (!row.sharingSocket) throw conflict(M.notSharing);
      const socket = row.sharingSocket;
      await repo.setSharing(deps.db, row.id, null, null, socket);
      await publish(deps, channels.socket(socket), {
        kind: 'send',
        message: { type: 'sharingToExternal', wsId: row.wsId, sharing: false },
      });
      return hub.send(conn, { type: 'closeForm', wsId: row.wsId });
    }
    default:
      // Managing terminals and sharing are the operators'.
      throw forbidden(M.forbidden);
  }
}

/** An operator's socket closed: the terminals it was sharing with close their form. */
export async function operatorClosed(hub: HubPort, conn: OperatorConn) {
  const deps = hub.deps;
  const rows = await repo.sharedBy(deps.db, conn.id);
  for (const r of rows) {
    if (await repo.setSharing(deps.db, r.id, null, null, conn.id))
      await publish(deps, channels.terminal(r.id), {
        kind: 'send',
        message: { type: 'closeForm', wsId: r.wsId },
      });
  }
}
