import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import AddOutlined from '@mui/icons-material/AddOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import {
  PROFILE_NODES,
  profileHeading,
  type FormValues,
  type ProfileContentTemplate,
  type ProfileData,
  type ProfilePageAction,
} from '@sportello/contracts';
import { PageHeader } from '../../components/page-header';
import { useAppScope } from '../../lib/app-scope';
import { paths } from '../../lib/paths';
import { useMenuShortcut } from '../../lib/use-menu-shortcut';
import { profilesMessages as m } from './messages';
import { openWindow, PROFILE_MENU_ACTION, profilePaths } from './profile-paths';
import { TerminalShareButton, type TerminalLink } from '../terminals';

const ShareContactModal = lazy(() =>
  import('./share/share-contact-modal').then((mod) => ({ default: mod.ShareContactModal })),
);

/**
 * "Nuova scheda" over every tab (explore in profile mode too): the next visitor, here, as the
 * menu's entry and its key do; in a window of its own (__blank), a blank one in the same window.
 * Unsaved changes ask first (the page's leave confirm).
 */
function NewProfileButton() {
  const { env, blank } = useAppScope();
  const navigate = useNavigate();
  const keys = useMenuShortcut(PROFILE_MENU_ACTION);
  return (
    <Button
      variant="outlined"
      startIcon={<PersonAddAltOutlined aria-hidden />}
      title={keys ? m.newProfileHint(keys) : undefined}
      aria-keyshortcuts={keys}
      onClick={() => void navigate(profilePaths(env).profile('profiled', { blank }))}
    >
      {m.newProfile}
    </Button>
  );
}

/**
 * The title ("Scheda turista" with the name or the code; "Non profilati {code}"), the template's
 * top actions (share, save) and the add button (a blank form in a new window).
 */
export function ProfileHeader({
  content,
  profile,
  values,
  dirty,
  busy,
  formId,
  onSave,
  terminal,
}: {
  content: ProfileContentTemplate;
  profile: ProfileData;
  values: FormValues;
  dirty: boolean;
  busy: boolean;
  /** The form's id while the form tab is shown: Salva submits it (Enter in a field does too). */
  formId: string | undefined;
  onSave: (action: ProfilePageAction) => void;
  /** The desk's terminal: its share action shows while one of the office is online. */
  terminal?: TerminalLink;
}) {
  const { env } = useAppScope();
  const [sharing, setSharing] = useState(false);
  const heading =
    profile.profiled === 'not_profiled'
      ? m.notProfiledTitle(profile.code ?? m.newCode)
      : m.titleOf(profileHeading({ code: profile.code ?? m.newCode, values }));
  const add = content.addButton;

  return (
    <>
      <PageHeader
        title={heading}
        subtitle={
          [profile.iatName, profile.previousCode ? m.previousCode(profile.previousCode) : '']
            .filter(Boolean)
            .join(' · ') || undefined
        }
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            {dirty ? <Chip size="small" color="warning" variant="outlined" label={m.unsaved} /> : null}
            {profile.profiled === 'not_profiled' ? null : <NewProfileButton />}
            <Button
              variant="outlined"
              startIcon={<AddOutlined aria-hidden />}
              title={m.addHint}
              onClick={() => {
                const href = paths.action(env, add.action, { __blank: add.newBlank ? 'true' : undefined });
                if (add.newBlank) openWindow(href);
                else window.location.assign(href);
              }}
            >
              {add.name || m.add}
            </Button>
            {terminal ? <TerminalShareButton link={terminal} /> : null}
            {content.actions.map((action) =>
              action.type === 'share' ? (
                <Button
                  key={action.type}
                  variant={action.variant}
                  startIcon={<ShareOutlined aria-hidden />}
                  disabled={profile.id === null}
                  onClick={() => setSharing(true)}
                >
                  {action.label || m.share}
                </Button>
              ) : (
                <Button
                  key={action.type}
                  variant={action.variant}
                  startIcon={<SaveOutlined aria-hidden />}
                  disabled={busy}
                  type={formId ? 'submit' : 'button'}
                  title={m.save.shortcut}
                  aria-keyshortcuts="Control+Enter Control+S"
                  form={formId}
                  onClick={formId ? undefined : () => onSave(action)}
                >
                  {busy ? m.save.saving : action.label || m.save.label}
                </Button>
              ),
            )}
          </Box>
        }
      />
      {sharing && profile.id !== null ? (
        <Suspense fallback={null}>
          <ShareContactModal
            profileId={profile.id}
            shareBlock={content.shareBlock}
            lang={
              typeof values[PROFILE_NODES.lang] === 'string'
                ? (values[PROFILE_NODES.lang] as string)
                : undefined
            }
            onClose={() => setSharing(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
