import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  value: number[];
  disabled: boolean;
  onChange(ids: number[]): void;
}

/** Record ids typed one by one (Enter, comma or space ends one); anything that is not a positive integer is dropped. */
export function IdsInput({ id, value, disabled, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Select
      id={id}
      mode="tags"
      open={false}
      disabled={disabled}
      placeholder={t('design.idsPlaceholder')}
      tokenSeparators={[',', ' ', '，']}
      value={value.map(String)}
      onChange={(next: string[]) => {
        const ids = next.map(Number).filter((n) => Number.isInteger(n) && n > 0);
        onChange([...new Set(ids)]);
      }}
    />
  );
}
