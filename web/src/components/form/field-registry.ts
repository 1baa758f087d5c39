import type { FieldRegistry } from './field-props';
import { AddField } from './fields/add-field';
import { AddressField } from './fields/address-field';
import { AsyncSelectField } from './fields/async-select-field';
import { CheckListField } from './fields/check-list-field';
import { CheckboxField } from './fields/checkbox-field';
import { DateField } from './fields/date-field';
import { DividerField } from './fields/divider-field';
import { FileField } from './fields/file-field';
import { GroupField } from './fields/group-field';
import { HiddenField } from './fields/hidden-field';
import { HtmlField } from './fields/html-field';
import { InputField } from './fields/input-field';
import { MultiInputField } from './fields/multi-input-field';
import { NumberField } from './fields/number-field';
import { RadioListField } from './fields/radio-list-field';
import { ReadonlyField } from './fields/readonly-field';
import { RepeatableGroupField } from './fields/repeatable-group-field';
import { SelectField } from './fields/select-field';
import { SimpleTextField } from './fields/simple-text-field';
import { TelephoneField } from './fields/telephone-field';
import { TextAreaField } from './fields/text-field';
import { TimeField } from './fields/time-field';
import { TitleField } from './fields/title-field';

/**
 * The one field registry of the web app: every FieldType of the shared template schema has its
 * renderer here (the type makes a missing one a compile error); a type the schema does not know
 * renders UnknownField (see FieldRenderer).
 */
export const fieldRegistry: FieldRegistry = {
  title: TitleField,
  divider: DividerField,
  simpleText: SimpleTextField,
  input: InputField,
  text: TextAreaField,
  htmlField: HtmlField,
  number: NumberField,
  select: SelectField,
  asyncSelect: AsyncSelectField,
  radioList: RadioListField,
  checkList: CheckListField,
  checkbox: CheckboxField,
  date: DateField,
  time: TimeField,
  address: AddressField,
  telephone: TelephoneField,
  multiInput: MultiInputField,
  file: FileField,
  readonly: ReadonlyField,
  hidden: HiddenField,
  group: GroupField,
  repeatableGroup: RepeatableGroupField,
  add: AddField,
};
