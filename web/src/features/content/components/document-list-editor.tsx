import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import { formatFileSize, type DocumentValue } from '@sportello/contracts';
import { MediaListEditor } from '../../../components/media/media-list-editor';
import { documentFallback, documentName, pickedValues, toDocumentValue } from './media-values';
import { mediaListTexts } from './messages';

/** Documents from the media library, each with its name, type and size (spec 1 §3 "Document"). */
export function DocumentListEditor({
  id,
  documents,
  onChange,
  readOnly,
  multiple,
  limit,
  label,
  describedBy,
}: {
  id: string;
  documents: readonly DocumentValue[];
  onChange: (documents: DocumentValue[]) => void;
  readOnly: boolean;
  multiple: boolean;
  limit?: number | undefined;
  label: string;
  describedBy?: string | undefined;
}) {
  return (
    <MediaListEditor<DocumentValue>
      id={id}
      kind="document"
      items={documents}
      onChange={onChange}
      readOnly={readOnly}
      multiple={multiple}
      limit={limit}
      label={label}
      describedBy={describedBy}
      texts={mediaListTexts('documents', multiple, documents.length > 0)}
      nameOf={documentName}
      toFile={(doc) => ({ id: doc.id, name: documentName(doc) })}
      fromPick={(files, items) => pickedValues(documents, files, items, toDocumentValue, documentFallback)}
      preview={() => (
        <Box
          sx={{
            width: 48,
            height: 48,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            borderRadius: 1,
            flexShrink: 0,
          }}
        >
          <InsertDriveFileOutlined aria-hidden sx={{ color: 'text.secondary' }} />
        </Box>
      )}
      details={(doc) => {
        const facts = [
          doc.info?.type || doc.documentType,
          doc.info?.filesize ? formatFileSize(doc.info.filesize) : '',
        ]
          .filter(Boolean)
          .join(' · ');
        return facts ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {facts}
          </Typography>
        ) : null;
      }}
    />
  );
}
