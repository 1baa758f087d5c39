export { MediaPicker, type MediaPickerProps } from './media-picker';
export { mediaKeys, mediaListQuery, toFileValue } from './media-api';
