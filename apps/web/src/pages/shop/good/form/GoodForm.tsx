import { type GoodDetail, goodFields, goodInputSchema, MAX_GOOD_IMAGES, normalizeLang } from '@bo/contract';
import { Alert, App, Card, Cascader, DatePicker, Form, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { brands } from '../../../../api/catalog';
import { useCategoryTree } from '../../../../api/categories';
import { isApiError } from '../../../../api/errors';
import { useFreightOptions } from '../../../../api/freight';
import { useGoodSpecification, useSaveGood } from '../../../../api/goods';
import { usePermission } from '../../../../auth/Permission';
import { HistoryLink } from '../../../../components/history/HistoryLink';
import { DeclaredFieldItem } from '../../../../components/resource/declared/declaredFieldItem';
import { type FormIssue, serverIssues, translateIssues } from '../../../../components/resource/issues';
import { SaveAndBack } from '../../../../components/resource/SaveAndBack';
import { useLeaveForm } from '../../../../components/resource/useLeaveForm';
import { RichTextEditor } from '../../../../components/rich-text/RichTextEditor';
import { FileInput } from '../../../../components/upload/FileInput';
import { ImageListInput } from '../../../../components/upload/ImageListInput';
import { useTagActions } from '../../../../layout/tags/useTagActions';
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
  const { message } = App.useApp();
  const leaveForm = useLeaveForm();
  const navigate = useNavigate();
  const { finishForm } = useTagActions();
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
  /** The form item of a declared goods field (resources/good-fields.ts): its input, limits and label. */
  const item = (
    name: keyof typeof goodFields.fields,
    props: { first?: boolean; input?: Record<string, unknown>; control?: ReactNode } = {},
  ) => <DeclaredFieldItem key={name} source={goodFields} name={name} t={t} {...props} />;

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
      showIssues(translateIssues(checked.error.issues, t, normalizeLang(i18n.language)));
      return;
    }
    setProblems([]);
    try {
      const saved = (await save.mutateAsync({ id: good?.id, input: payload })) as { id?: number } | undefined;
      message.success(t('goodForm.saved'));
      finishForm(!good && saved?.id ? `/shop/good/detail/${saved.id}` : '/shop/good');
    } catch (error) {
      if (isApiError(error)) showIssues(serverIssues(error.errors));
    }
  };

  const leave = () => leaveForm(touched || form.isFieldsTouched(), () => navigate('/shop/good'));

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
        <Card
          title={t('goodForm.sections.basic')}
          extra={good ? <HistoryLink type="good" id={good.id} /> : undefined}
        >
          {item('type')}
          {item('name', { first: true })}
          <Space wrap size="large" align="start">
            {item('number', { input: { style: { width: 220 } } })}
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
            {item('sort')}
          </Space>
          {item('keywords')}
          {item('short_description', { input: { rows: 2 } })}
          <Space size="large">{(['is_recommend', 'is_new', 'is_hot'] as const).map((k) => item(k))}</Space>
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
            {item('poster')}
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

        <Card title={t('goodForm.sections.details')}>{item('details', { control: <RichTextEditor /> })}</Card>

        <Card title={t('goodForm.sections.release')}>
          <Space wrap size="large" align="start">
            {item('is_show')}
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
            {item('is_inventory')}
          </Space>
        </Card>

        <SaveAndBack saving={save.isPending} backLabel={t('goodForm.back')} onBack={leave} />
      </Space>
    </Form>
  );
}
