import { fieldLimits, type GoodDetail, goodInputSchema, type Lang, MAX_GOOD_IMAGES } from '@bo/contract';
import {
  Alert,
  App,
  Button,
  Card,
  Cascader,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Switch,
} from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { brands } from '../../../../api/catalog';
import { useCategoryTree } from '../../../../api/categories';
import { isApiError } from '../../../../api/errors';
import { useFreightOptions } from '../../../../api/freight';
import { useGoodSpecification, useSaveGood } from '../../../../api/goods';
import { usePermission } from '../../../../auth/Permission';
import { type FormIssue, serverIssues, translateIssues } from '../../../../components/resource/issues';
import { RichTextEditor } from '../../../../components/rich-text/RichTextEditor';
import { FileInput } from '../../../../components/upload/FileInput';
import { ImageInput } from '../../../../components/upload/ImageInput';
import { ImageListInput } from '../../../../components/upload/ImageListInput';
import { cascaderOptions } from '../../category/categoryTree';
import { GoodVideo } from '../detail/GoodVideo';
import {
  emptySku,
  FIELD_OF_ISSUE,
  fromDetail,
  type GoodFormValues,
  newGoodValues,
  regenerateSkus,
  type SkuState,
  toPayload,
} from './formModel';
import { ParameterInputs } from './ParameterInputs';
import { SkuEditor } from './SkuEditor';

/** What the server accepts, shown by the inputs before anything is sent. */
const LIMITS = fieldLimits(goodInputSchema);

const TYPES = [0, 1, 2, 3] as const;
const FORM_FIELDS = new Set<string>([
  'type',
  'freight_id',
  'name',
  'number',
  'brand_id',
  'sort',
  'keywords',
  'short_description',
  'video',
  'poster',
  'details',
  'is_show',
  'timing',
  'is_inventory',
]);

/** GoodCreate / GoodEdit: every goods field with the category-driven parameters and SKUs. */
export function GoodForm({ good }: { good: GoodDetail | null }) {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<GoodFormValues>();
  const initial = useMemo(
    () =>
      good
        ? fromDetail(good)
        : { values: newGoodValues(), skuState: { chosen: {}, skus: [], single: emptySku() } },
    [good],
  );
  const [skuState, setSkuStateRaw] = useState<SkuState>(initial.skuState);
  const [touched, setTouched] = useState(false);
  const [problems, setProblems] = useState<FormIssue[]>([]);
  const [regenerate, setRegenerate] = useState(false);
  const type = Form.useWatch('type', form) ?? initial.values.type ?? 0;
  const isShow = Form.useWatch('is_show', form) ?? initial.values.is_show;
  const category = Form.useWatch('category', form) ?? initial.values.category;
  const categoryId = category?.at(-1);
  const spec = useGoodSpecification(categoryId).data;
  const tree = useCategoryTree().data ?? [];
  const allBrands = brands.useOptions().data?.data ?? [];
  // Templates are listed for those who may see them; the others keep the goods' template untouched.
  const freights = useFreightOptions(usePermission('FreightList')).data?.data ?? [];
  const save = useSaveGood();
  const f = (k: string) => t(`goodForm.fields.${k}`);

  const setSkuState = (next: SkuState) => {
    setSkuStateRaw(next);
    setTouched(true);
  };

  // After the person picks another category, the SKU rows follow its options once they are loaded.
  useEffect(() => {
    if (!regenerate || !spec) return;
    setRegenerate(false);
    setSkuStateRaw((s) => ({
      ...s,
      skus: regenerateSkus(
        spec.options.map((o) => ({ key: o.name, values: o.values })),
        s.chosen,
        s.skus,
      ),
    }));
  }, [regenerate, spec]);

  const showIssues = (issues: FormIssue[]) => {
    const inline: { name: string; errors: string[] }[] = [];
    const rest: FormIssue[] = [];
    for (const issue of issues) {
      const field = FIELD_OF_ISSUE[issue.path] ?? (FORM_FIELDS.has(issue.path) ? issue.path : undefined);
      if (field) inline.push({ name: field, errors: [issue.text] });
      else rest.push(issue);
    }
    form.setFields(inline as never);
    setProblems(rest);
    if (rest.length) document.getElementById('good-form-problems')?.scrollIntoView({ block: 'center' });
  };

  const submit = async () => {
    const values = form.getFieldsValue(true) as GoodFormValues;
    const payload = toPayload(values, skuState, good?.version);
    const checked = goodInputSchema.safeParse(payload);
    if (!checked.success) {
      showIssues(translateIssues(checked.error.issues, t, i18n.language as Lang));
      return;
    }
    setProblems([]);
    try {
      await save.mutateAsync({ id: good?.id, input: payload });
      message.success(t('goodForm.saved'));
      navigate('/shop/good');
    } catch (error) {
      if (isApiError(error)) showIssues(serverIssues(error.errors));
    }
  };

  const leave = () => {
    if (!touched && !form.isFieldsTouched()) return navigate('/shop/good');
    modal.confirm({
      title: t('resources.common.discardTitle'),
      content: t('resources.common.discardContent'),
      okText: t('resources.common.discard'),
      okButtonProps: { danger: true },
      cancelText: t('resources.common.cancel'),
      onOk: () => navigate('/shop/good'),
    });
  };

  const brandChoices = spec?.brands.length ? spec.brands : allBrands;

  return (
    <Form<GoodFormValues>
      form={form}
      layout="vertical"
      initialValues={initial.values}
      onFinish={submit}
      onValuesChange={(changed) => {
        if ('category' in changed) setRegenerate(true);
      }}
      scrollToFirstError
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card title={t('goodForm.sections.basic')}>
          <Form.Item name="type" label={f('type')}>
            <Radio.Group
              options={TYPES.map((k) => ({ value: k, label: t(`goods.types.${k}`) }))}
              optionType="button"
            />
          </Form.Item>
          <Form.Item
            name="name"
            label={f('name')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('validation.required', { attribute: f('name') }),
              },
            ]}
          >
            <Input maxLength={LIMITS.name.max} autoFocus />
          </Form.Item>
          <Space wrap size="large" align="start">
            <Form.Item name="number" label={f('number')}>
              <Input maxLength={LIMITS.number.max} style={{ width: 220 }} />
            </Form.Item>
            <Form.Item
              name="category"
              label={f('category')}
              rules={[{ required: true, message: t('validation.required', { attribute: f('category') }) }]}
            >
              <Cascader options={cascaderOptions(tree)} changeOnSelect style={{ width: 280 }} />
            </Form.Item>
            <Form.Item name="brand_id" label={f('brand_id')}>
              <Select
                allowClear
                style={{ width: 200 }}
                options={brandChoices.map((b) => ({ value: b.id, label: b.name }))}
              />
            </Form.Item>
            <Form.Item name="freight_id" label={f('freight_id')}>
              <Select
                allowClear
                style={{ width: 200 }}
                options={freights.map((x) => ({ value: x.id, label: x.name }))}
              />
            </Form.Item>
            <Form.Item name="sort" label={f('sort')}>
              <InputNumber min={LIMITS.sort.min} max={LIMITS.sort.max} precision={0} />
            </Form.Item>
          </Space>
          <Form.Item name="keywords" label={f('keywords')}>
            <Input maxLength={LIMITS.keywords.max} />
          </Form.Item>
          <Form.Item name="short_description" label={f('short_description')}>
            <Input.TextArea maxLength={LIMITS.short_description.max} rows={2} showCount />
          </Form.Item>
          <Space size="large">
            {(['is_recommend', 'is_new', 'is_hot'] as const).map((k) => (
              <Form.Item key={k} name={k} label={f(k)} valuePropName="checked">
                <Switch />
              </Form.Item>
            ))}
          </Space>
        </Card>

        <Card title={t('goodForm.sections.media')}>
          <Form.Item
            name="media"
            label={f('media')}
            extra={t('goodForm.mediaHelp', { max: MAX_GOOD_IMAGES })}
            required
          >
            <ImageListInput max={MAX_GOOD_IMAGES} />
          </Form.Item>
          <Space wrap size="large" align="start">
            <Form.Item name="video" label={f('video')}>
              <FileInput group="video" accept=".mp4" preview={(src) => <GoodVideo src={src} width={280} />} />
            </Form.Item>
            <Form.Item name="poster" label={f('poster')}>
              <ImageInput />
            </Form.Item>
          </Space>
        </Card>

        <Card title={t('goodForm.sections.parameters')}>
          <ParameterInputs parameters={spec?.parameters} />
        </Card>

        <Card title={t('goodForm.sections.price')}>
          {problems.length ? (
            <Alert
              id="good-form-problems"
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('goodForm.problems')}
              description={
                <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                  {problems.map((p) => (
                    <li key={p.path}>{p.text}</li>
                  ))}
                </ul>
              }
            />
          ) : null}
          <SkuEditor type={type} options={spec?.options ?? []} state={skuState} onChange={setSkuState} />
        </Card>

        <Card title={t('goodForm.sections.details')}>
          <Form.Item name="details" label={f('details')}>
            <RichTextEditor />
          </Form.Item>
        </Card>

        <Card title={t('goodForm.sections.release')}>
          <Space wrap size="large" align="start">
            <Form.Item name="is_show" label={f('is_show')}>
              <Radio.Group
                options={[0, 1, 2].map((k) => ({ value: k, label: t(`goodForm.release.${k}`) }))}
              />
            </Form.Item>
            {isShow === 2 ? (
              <Form.Item
                name="timing"
                label={f('timing')}
                rules={[{ required: true, message: t('good.timingRequired') }]}
              >
                <DatePicker
                  showTime
                  format="YYYY-MM-DD HH:mm:ss"
                  disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
                />
              </Form.Item>
            ) : null}
            <Form.Item name="is_inventory" label={f('is_inventory')}>
              <Radio.Group
                options={[0, 1].map((k) => ({ value: k, label: t(`goodForm.inventoryModes.${k}`) }))}
              />
            </Form.Item>
          </Space>
        </Card>

        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('resources.common.save')}
          </Button>
          <Button onClick={leave}>{t('goodForm.back')}</Button>
        </Space>
      </Space>
    </Form>
  );
}
