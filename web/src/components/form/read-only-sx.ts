/** A read-only text input looks it: a tinted background (it still takes the focus and reads aloud). */
export const readOnlySx = (readOnly: boolean) =>
  readOnly ? { '& .MuiInputBase-root': { bgcolor: 'action.hover' } } : undefined;
