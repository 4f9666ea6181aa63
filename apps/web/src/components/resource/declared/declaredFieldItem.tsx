import { type FieldSpec, MAX_CENTS, optionalLink, schemaLimits } from '@bo/contract';
import {
  ColorPicker,
  ConfigProvider,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Switch,
} from 'antd';
import type { Color } from 'antd/es/color-picker';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { cloneElement, isValidElement, type ReactNode } from 'react';
import { MENU_ICON_NAMES, MenuIcon } from '../../../layout/sidebar/MenuIcon';
import { ImageInput } from '../../upload/ImageInput';
import { inYuan } from '../limits';
import { maxRule, requiredRule } from '../rules';
import { type FieldSource, optionLabel } from './declaredColumns';
import { RefsSelect } from './RefsSelect';

/** A field's input and what its form item needs beyond name and label. */
interface Control {
  input: ReactNode | null;
  rules?: object[];
  valuePropName?: string;
  getValueFromEvent?: (value: never) => unknown;
  getValueProps?: (value: unknown) => Record<string, unknown>;
}

/** Money is typed in yuan (two decimals) and held in cents, as the body sends it. */
const YUAN = inYuan({ min: 0, max: MAX_CENTS });
const toYuan = (cents: unknown) => (typeof cents === 'number' ? cents / 100 : cents);
const toCents = (yuan: number | null) => (yuan === null ? yuan : Math.round(yuan * 100));

function controlOf(
  source: FieldSource,
  name: string,
  label: string,
  t: TFunction,
  first: boolean,
): Control | null {
  const field = source.fields[name] as FieldSpec;
  const { placeholder } = field;
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return {
        rules: [
          maxRule(t, label, field.max),
          ...(field.required ? [requiredRule(t, label)] : []),
          // The server's pattern, checked before sending (an empty optional text is left to `required`).
          ...(field.pattern
            ? [{ pattern: field.pattern, message: t('validation.format', { attribute: label }) }]
            : []),
        ],
        input:
          field.kind === 'text' ? (
            <Input autoFocus={first} maxLength={field.max} placeholder={placeholder} />
          ) : (
            <Input.TextArea
              autoFocus={first}
              rows={3}
              maxLength={field.max}
              showCount
              placeholder={placeholder}
            />
          ),
      };
    case 'icon':
      return {
        rules: [maxRule(t, label, field.max)],
        input: (
          <Select
            allowClear
            showSearch
            optionFilterProp="value"
            options={MENU_ICON_NAMES.map((icon) => ({
              value: icon,
              label: (
                <Space>
                  <MenuIcon name={icon} />
                  {icon}
                </Space>
              ),
            }))}
          />
        ),
      };
    case 'richText':
      // The page gives the editor (`control`): pages without rich text should not load its code.
      return {
        input: null,
        rules: [maxRule(t, label, field.max), ...(field.required ? [requiredRule(t, label)] : [])],
      };
    case 'datetime':
      // The form holds the ISO text the body sends; the picker works on dayjs values.
      return {
        input: <DatePicker showTime />,
        getValueProps: (value: unknown) => ({ value: value ? dayjs(String(value)) : null }),
        getValueFromEvent: (value: Dayjs | null) => (value ? value.toISOString() : ''),
      };
    case 'integer':
      return { input: <InputNumber min={field.min} max={field.max} precision={0} /> };
    case 'money':
      return {
        input: <InputNumber min={YUAN.min} max={YUAN.max} precision={2} />,
        getValueProps: (value: unknown) => ({ value: toYuan(value) }),
        getValueFromEvent: toCents,
      };
    case 'color':
      return {
        input: <ColorPicker showText disabledAlpha />,
        getValueFromEvent: (color: Color) => color.toHexString(),
      };
    case 'image':
      return { input: <ImageInput alt={label} />, rules: field.required ? [requiredRule(t, label)] : [] };
    case 'switch':
      return { input: <Switch />, valuePropName: 'checked' };
    case 'link':
      return {
        input: <Input maxLength={schemaLimits(optionalLink).max} placeholder="https://… /…" />,
      };
    case 'choice': {
      const options = field.options.map((o) => ({
        value: o.value,
        label: optionLabel(source, name, o.value, t),
      }));
      if (field.widget === 'radio') return { input: <Radio.Group options={options} /> };
      if (field.widget === 'buttons') return { input: <Radio.Group options={options} optionType="button" /> };
      return { input: <Select options={options} /> };
    }
    case 'refs':
      return { input: <RefsSelect source={field.options} /> };
    case 'ref':
      return {
        input: <RefsSelect source={field.options} single />,
        rules: field.required ? [requiredRule(t, label)] : [],
      };
    case 'parent':
      // Only a tree's form has a parent, and it gives the picker (it needs the tree).
      return null;
  }
}

type FieldValues = { getFieldValue: (name: string) => unknown };

/**
 * What a field of the resource's cross-field rule adds to its item: a check of the whole rule, saying
 * the rule's text, run again when another of its fields changes. Nothing for other fields.
 */
export function crossFieldRule(source: FieldSource, name: string, t: TFunction) {
  const { rule } = source;
  if (!rule?.fields.includes(name)) return { rules: [], dependencies: [] };
  const check = ({ getFieldValue }: FieldValues) => ({
    validator: () => {
      const values = Object.fromEntries(rule.fields.map((field) => [field, getFieldValue(field)]));
      return rule.holds(values) ? Promise.resolve() : Promise.reject(new Error(t(`${source.texts}.rule`)));
    },
  });
  return { rules: [check], dependencies: rule.fields.filter((field) => field !== name) };
}

/**
 * The form item of one declared field (of a resource, or of a page's field set): its input, limits as
 * rules, its form label, and its hint under it; with `lockedReason` (a locked row's kept field) the
 * input is disabled and the label says why, with `disabled` (a field kept once made, when editing) it
 * is only disabled. `input` gives the input props a page lays out itself (a width, the rows of a text
 * area); `control` is the page's own input in place of the kind's (the rich-text editor, an amount
 * typed as text), holding the value its own way; `rules` are the page's checks beyond the declared
 * limits (what only it knows, an order's refundable amount), and `extra` its line under the item.
 */
export function DeclaredFieldItem({
  source,
  name,
  t,
  first = false,
  lockedReason,
  disabled = false,
  input: inputProps,
  control: own,
  rules: ownRules = [],
  extra: ownExtra,
}: {
  source: FieldSource;
  name: string;
  t: TFunction;
  first?: boolean;
  lockedReason?: string;
  disabled?: boolean;
  input?: Readonly<Record<string, unknown>>;
  control?: ReactNode;
  rules?: readonly object[];
  extra?: ReactNode;
}) {
  const prefix = source.texts;
  const field = source.fields[name];
  // Messages name the field by its label; the form's label may say more (the unit of an amount).
  const label = t(`${prefix}.fields.${name}`);
  const control = controlOf(source, name, label, t, first);
  if (!control) return null;
  const { rules = [], input: kindInput, ...kindItem } = control;
  // The kind's conversions of the value are its input's: the page's own input holds the value as it is.
  const item = own ? {} : kindItem;
  const input = own ?? kindInput;
  // Only a rich-text field has no input of its own. Left out quietly, its form could never be filled
  // in, so a page that forgets the editor fails where it is written.
  if (!input) throw new Error(`${name}: a rich-text field needs the page's editor as its control`);
  const cross = crossFieldRule(source, name, t);
  const extra = ownExtra ?? (field?.hint ? t(`${prefix}.hints.${name}`) : undefined);
  const formItem = (
    <Form.Item
      name={name}
      label={field?.formLabel ? t(`${prefix}.formLabels.${name}`) : label}
      extra={extra}
      tooltip={lockedReason}
      {...item}
      rules={[...rules, ...ownRules, ...cross.rules]}
      dependencies={cross.dependencies}
    >
      {inputProps && isValidElement(input) ? cloneElement(input, inputProps) : input}
    </Form.Item>
  );
  // Disables whichever antd input the kind uses, without each kind taking a flag (the item still
  // hands the form's value to the input, so the kept value is sent as it is).
  return lockedReason || disabled ? <ConfigProvider componentDisabled>{formItem}</ConfigProvider> : formItem;
}
