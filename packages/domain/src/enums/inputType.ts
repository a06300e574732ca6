export const INPUT_TYPE = {
  TEXT: 'text',
  TEXTAREA: 'textarea',
  CHECKBOX: 'checkbox',
  RADIO: 'radio',
  DATE: 'date',
  DATETIME_LOCAL: 'datetime-local',
} as const;
export type InputType = (typeof INPUT_TYPE)[keyof typeof INPUT_TYPE];
