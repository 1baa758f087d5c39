import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { CONTENT_LANGUAGES, type KioskDevice, type Lang, type SocketOutbound } from '@sportello/contracts';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { kioskTexts } from '../kiosk-messages';
import { deviceQuery, terminalsKeys } from '../terminals-api';
import { AssistedScreen } from './assisted-screen';
import { DeviceRegistration } from './device-registration';
import { kioskRootFont, kioskTheme } from './kiosk-theme';
import { ListScreen } from './list-screen';
import { SelfKiosk } from './self-kiosk';
import { Standby } from './standby';
import { useTerminalSocket, type Sharing } from './use-terminal-socket';

/**
 * Everything under /external (spec 2 §2): no portal chrome. An unregistered device asks for its
 * code; a paired one is the hall kiosk (self) or the desk's terminal (assisted: standby until the
 * operator shares). /external/form/{formType}?sections=…&lang=… is a standalone form.
 */
export function KioskApp() {
  return (
    <ThemeProvider theme={kioskTheme}>
      <GlobalStyles styles={kioskRootFont} />
      <KioskRoutes />
    </ThemeProvider>
  );
}

function KioskRoutes() {
  const { '*': rest = '' } = useParams();
  const [params] = useSearchParams();
  const client = useQueryClient();
  const device = useQuery(deviceQuery());
  useDocumentTitle(device.data?.name ?? 'Kiosk');
  if (device.isPending) return <FullPageSpinner />;
  if (!device.data)
    return <DeviceRegistration onRegistered={(d) => client.setQueryData(terminalsKeys.device(), d)} />;
  const standalone = /^form\/(self|assisted)\/?$/.exec(rest);
  if (standalone) {
    const lang = (CONTENT_LANGUAGES as readonly string[]).includes(params.get('lang') ?? '')
      ? (params.get('lang') as Lang)
      : 'it';
    return (
      <SelfKiosk
        device={device.data}
        formType={standalone[1] as 'self' | 'assisted'}
        sections={params.get('sections') ?? ''}
        startLang={lang}
      />
    );
  }
  return <PairedDevice device={device.data} />;
}

function PairedDevice({ device: first }: { device: KioskDevice }) {
  const client = useQueryClient();
  const [device, setDevice] = useState(first);
  const [sharing, setSharing] = useState<Sharing | null>(null);
  const onMessage = useCallback(
    (message: SocketOutbound) => {
      switch (message.type) {
        case 'registerWSOKClient':
          return setDevice(message.device);
        case 'openForm':
          return setSharing((prev) => (prev && sameSharing(prev, message) ? prev : message));
        case 'closeForm':
          return setSharing(null);
        case 'updateTerminal':
          return setDevice((d) => ({
            ...d,
            name: message.terminal.name,
            deviceName: message.terminal.deviceName,
            terminalType: message.terminal.terminalType,
          }));
        case 'notify':
          // Switched off or deleted at the desk: back to the code.
          if (message.severity === 'error')
            void client.invalidateQueries({ queryKey: terminalsKeys.device() });
          return;
        default:
          return;
      }
    },
    [client],
  );
  const socket = useTerminalSocket(device, onMessage);
  if (device.terminalType === 'self')
    return <SelfKiosk device={device} formType="self" sections="" startLang="it" />;
  if (!sharing) return <Standby deviceName={device.deviceName || device.name} offline={socket.offline} />;
  if (sharing.listId !== null)
    return (
      <ListScreen
        key={`${sharing.listId}:${sharing.lang}`}
        listId={sharing.listId}
        lang={sharing.lang}
        offline={socket.state === 'closed' ? kioskTexts[sharing.lang].offline : null}
      />
    );
  return <AssistedScreen sharing={sharing} socket={socket} />;
}

const sameSharing = (a: Sharing, b: Sharing) =>
  a.profileId === b.profileId &&
  a.listId === b.listId &&
  a.lang === b.lang &&
  a.formType === b.formType &&
  a.sections.join(',') === b.sections.join(',');
