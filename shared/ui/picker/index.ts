export { Picker } from './picker';
export type { PickerOption, PickerProps } from './picker';
export { PickerField } from './picker-field';
export type { PickerFieldProps } from './picker-field';
