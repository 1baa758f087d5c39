import type { MessageReply } from '@sportello/contracts';
import { apiUpload } from '../../lib/api';

/** The file loader's submit: one file per field, posted as multipart to the loader's action. */
export function sendDocuments(action: string, files: Record<string, File>): Promise<MessageReply> {
  const form = new FormData();
  for (const [name, file] of Object.entries(files)) form.append(name, file, file.name);
  // Errors are shown beside the field, not in the snackbar.
  return apiUpload<MessageReply>(action, form, { silent: true });
}
