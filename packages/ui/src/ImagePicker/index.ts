export type { ImagePickerProps, PickedImage } from './ImagePicker';
export { ImagePicker } from './ImagePicker';
