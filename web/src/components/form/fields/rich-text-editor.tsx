import { useEffect, useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import LinkIcon from '@mui/icons-material/Link';
import { filterPastedHtml } from '../html-paste';
import { LinkPopover } from './html-link-popover';
import { formMessages } from '../messages';

const t = formMessages.html;

/**
 * StarterKit reduced to the spec's marks and blocks (TipTap 3's StarterKit already has Link and
 * Underline: configured here, not added twice). Each editor needs its own instances: extensions
 * keep per-editor state, and one array shared by every editor left a form with a rich-text field
 * busy (an upload through the media picker never finished).
 */
const makeExtensions = () => [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    codeBlock: false,
    code: false,
    horizontalRule: false,
    strike: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto', 'tel'],
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
    },
  }),
];

export interface RichTextEditorProps {
  /** Id of the editable area (the element a label or an error focus points at). */
  id: string;
  /** HTML; '' when empty. */
  value: string;
  /** The new HTML, '' when the editor is empty. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  readOnly: boolean;
  /** Names the toolbar: "Formattazione: {label}". */
  label: string;
  /** Id of the element that names the editable area. */
  labelledBy: string;
  describedBy?: string | undefined;
  required?: boolean;
  invalid?: boolean;
  minHeight?: number;
}

/**
 * The rich-text editor (spec 1 §5): toolbar bold, italic, underline, bulleted and numbered list,
 * link; paste keeps p, br, b, i, u, ul, ol, li, a, strong (html-paste.ts) and the schema drops
 * anything else. Shared by the form engine's htmlField and the content editor's Text components.
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  onBlur,
  readOnly,
  label,
  labelledBy,
  describedBy,
  required,
  invalid,
  minHeight = 140,
}: RichTextEditorProps) {
  // Made once per editor, so a re-render does not look like a new configuration.
  const [extensions] = useState(makeExtensions);
  const editor = useEditor({
    extensions,
    content: value,
    editable: !readOnly,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
      },
      transformPastedHTML: filterPastedHtml,
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // A value changed from outside (a discarded draft, a copied language) replaces the text, unless
  // the user is typing.
  useEffect(() => {
    if (!editor || !editor.isInitialized || editor.isDestroyed || editor.isFocused) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // TipTap keeps its first `editable`: a field turned read-only (or back) is told here.
  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.isEditable === readOnly) editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  return (
    <Box
      sx={{
        border: 1,
        borderColor: invalid ? 'error.main' : 'rgba(0,0,0,0.23)',
        borderRadius: 1,
        bgcolor: readOnly ? 'action.hover' : 'background.paper',
        '&:focus-within': {
          borderColor: invalid ? 'error.main' : 'primary.main',
          boxShadow: (th) => `0 0 0 1px ${invalid ? th.palette.error.main : th.palette.primary.main}`,
        },
        '& .tiptap': {
          minHeight: readOnly ? 0 : minHeight,
          px: 1.75,
          py: 1.25,
          outline: 'none',
          typography: 'body1',
        },
        '& .tiptap p': { my: 0.75 },
        '& .tiptap ul, & .tiptap ol': { pl: 3, my: 0.75 },
        '& .tiptap a': { color: 'primary.main' },
        overflowWrap: 'anywhere',
      }}
    >
      {editor && !readOnly ? <Toolbar editor={editor} label={label} /> : null}
      <EditorContent editor={editor} />
    </Box>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
  const [linkAnchor, setLinkAnchor] = useState<HTMLElement | null>(null);
  const chain = () => editor.chain().focus();
  const button = (name: string, active: boolean, icon: ReactNode, run: () => void) => (
    <Tooltip title={name} key={name}>
      <IconButton
        size="small"
        aria-label={name}
        aria-pressed={active}
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
        sx={active ? { bgcolor: 'rgba(11, 92, 107, 0.14)', color: 'primary.dark' } : undefined}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Box
      role="toolbar"
      aria-label={t.toolbar(label)}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 0.25,
        px: 0.5,
        py: 0.25,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {button(t.bold, state.bold, <FormatBold />, () => chain().toggleBold().run())}
      {button(t.italic, state.italic, <FormatItalic />, () => chain().toggleItalic().run())}
      {button(t.underline, state.underline, <FormatUnderlined />, () => chain().toggleUnderline().run())}
      {button(t.bulletList, state.bulletList, <FormatListBulleted />, () => chain().toggleBulletList().run())}
      {button(t.orderedList, state.orderedList, <FormatListNumbered />, () =>
        chain().toggleOrderedList().run(),
      )}
      {button(t.link, state.link, <LinkIcon />, () => setLinkAnchor(document.activeElement as HTMLElement))}
      <LinkPopover
        anchor={linkAnchor}
        initial={state.href}
        onClose={() => {
          setLinkAnchor(null);
          editor.commands.focus();
        }}
        onApply={(href) => {
          if (href) chain().extendMarkRange('link').setLink({ href }).run();
          else chain().extendMarkRange('link').unsetLink().run();
          setLinkAnchor(null);
        }}
      />
    </Box>
  );
}
