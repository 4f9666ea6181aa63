import { fieldLimits, type GoodSpecification, goodParameterSchema } from '@bo/contract';
import { Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** One input per parameter specification of the category: text, single or multiple choice. */
export function ParameterInputs({ parameters }: { parameters: GoodSpecification['parameters'] | undefined }) {
  const { t } = useTranslation();
  if (!parameters) return <Typography.Text type="secondary">{t('goodForm.chooseCategory')}</Typography.Text>;
  if (!parameters.length)
    return <Typography.Text type="secondary">{t('goodForm.noParameters')}</Typography.Text>;
  return (
    <>
      {parameters.map((p) => {
        const label = p.label ? `${p.name}（${p.label}）` : p.name;
        const options = p.values.map((v) => ({ value: v, label: v }));
        return (
          <Form.Item
            key={p.id}
            name={['parameters', p.name]}
            label={label}
            // Several values are stored as one text, "a, b".
            getValueProps={(v: unknown) =>
              p.type === 2
                ? { value: typeof v === 'string' ? v.split(', ').filter(Boolean) : v }
                : { value: v }
            }
          >
            {p.type === 0 ? (
              <Input maxLength={fieldLimits(goodParameterSchema).value.max} />
            ) : (
              <Select allowClear mode={p.type === 2 ? 'multiple' : undefined} options={options} />
            )}
          </Form.Item>
        );
      })}
    </>
  );
}
