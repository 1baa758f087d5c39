import { Suspense, useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { IsActiveModal } from '@sportello/contracts';
import { TemplateForm } from '../../components/form';
import type { NamedModalProps } from '../../components/modal-host';
import { useAppScope } from '../../lib/app-scope';
import { messages } from '../../lib/messages';
import { signOut } from '../../lib/sign-out';
import { CountdownNotice } from './countdown-notice';
import { FileLoaderForm } from './file-loader-form';
import { InactiveActions } from './inactive-actions';
import { useDisappearGuard } from './use-disappear-guard';
import { inactiveMessages } from './messages';

const logout = () => void signOut();
const goHome = () => window.location.assign('/');

const GoToVisit = ({ link }: { link: NonNullable<IsActiveModal['goToVisit']> }) => {
  const newTab = link.target === '_blank';
  return (
    <Button
      variant="contained"
      href={link.href}
      target={link.target}
      rel={newTab ? 'noopener noreferrer' : undefined}
      endIcon={newTab ? <OpenInNew /> : undefined}
      aria-label={newTab ? `${link.label} ${messages.common.newTab}` : undefined}
      sx={{ mt: 2.5 }}
    >
      {link.label}
    </Button>
  );
};

const Intro = ({ subtitle, text }: { subtitle?: string | undefined; text?: string | undefined }) => (
  <>
    {subtitle ? (
      <Typography variant="h3" component="p" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {subtitle}
      </Typography>
    ) : null}
    {text ? <Typography sx={{ whiteSpace: 'pre-line' }}>{text}</Typography> : null}
  </>
);

/**
 * user_is_active_modal (spec 3 §4): over the app of a user who is not active, it cannot be closed.
 * A custom message counts down to the logout at once; a custom form (the file loader when it
 * names it, else a template form) counts down once it has been sent; otherwise the upload or the
 * go-to link. The footer offers the contact form, which pauses any countdown, and the ways out.
 */
export function InactiveAccountModal({ modals }: { modals: Record<string, ComponentType<NamedModalProps>> }) {
  const { user } = useAppScope().config;
  const { isActiveModal: modal, customForm, customMessage } = user;
  const titleId = useId();
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [dialog, setDialog] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  useDisappearGuard(root, goHome);
  // Once sent, the success title takes the focus: a screen reader says what happened.
  useEffect(() => {
    if (sent !== null) titleRef.current?.focus();
  }, [sent]);

  if (!modal) return null;
  const paused = dialog !== null;
  const Sub = dialog ? modals[dialog] : undefined;
  const loader = modal.fileLoader;
  const formIsLoader = !!customForm && !!loader && customForm.type === loader.name;
  const countdown = (seconds: number) => (
    <CountdownNotice seconds={seconds} paused={paused} onDone={logout} />
  );

  // A template form brings its own title, intro and submit.
  const templateForm = !!customForm && !formIsLoader && !customMessage && sent === null;
  let title = customForm?.title ?? modal.title;
  let body: ReactNode = null;
  if (customMessage) {
    title = customMessage.title;
    body = (
      <>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{customMessage.text}</Typography>
        {countdown(customMessage.timer)}
      </>
    );
  } else if (sent !== null) {
    title = customForm?.successTitle ?? inactiveMessages.sentTitle;
    body = (
      <>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <CheckCircleOutline color="success" aria-hidden sx={{ mt: 0.25 }} />
          <Typography>{sent}</Typography>
        </Box>
        {customForm ? countdown(customForm.timer) : null}
      </>
    );
  } else if (!templateForm) {
    body = (
      <>
        <Intro subtitle={customForm?.subtitle ?? modal.subtitle} text={customForm?.text ?? modal.text} />
        {loader ? (
          <FileLoaderForm
            loader={loader}
            heading={formIsLoader ? customForm.title : loader.label}
            onSent={setSent}
          />
        ) : modal.goToVisit ? (
          <GoToVisit link={modal.goToVisit} />
        ) : null}
      </>
    );
  }

  return (
    <>
      <Dialog
        ref={setRoot}
        open
        maxWidth="sm"
        fullWidth
        scroll="paper"
        aria-labelledby={titleId}
        // The app behind is out of reach: dimmed and blurred, so nothing there seems usable.
        slotProps={{ backdrop: { sx: { bgcolor: 'rgba(15, 23, 42, 0.75)', backdropFilter: 'blur(4px)' } } }}
      >
        {templateForm ? (
          <TemplateForm
            formType={customForm.type}
            layout="dialog"
            titleId={titleId}
            fallbackTitle={customForm.title}
            onSuccess={(reply) => setSent(reply.message ?? reply.successMessage?.text ?? '')}
          />
        ) : (
          <>
            <DialogTitle id={titleId} ref={titleRef} tabIndex={-1} sx={{ outline: 'none' }}>
              {title}
            </DialogTitle>
            <DialogContent dividers sx={{ maxHeight: 600 }}>
              {body}
            </DialogContent>
          </>
        )}
        <InactiveActions
          actions={modal.actions}
          // Only dialogs the app knows (an unknown one would pause the countdown for good).
          onModal={(name) => setDialog(modals[name] ? name : null)}
        />
      </Dialog>
      {Sub ? (
        <Suspense fallback={null}>
          <Sub open onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
