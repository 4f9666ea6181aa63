import { Select } from 'antd';

/** The login page's language choice as a drop-down, for more languages than fit as buttons. */
export function LoginLanguageSelect(props: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (code: string) => void;
}) {
  return (
    <Select
      size="small"
      aria-label={props.label}
      value={props.value}
      options={props.options}
      onChange={props.onChange}
      popupMatchSelectWidth={false}
    />
  );
}
