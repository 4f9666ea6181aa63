import { Tag, Typography, theme } from 'antd';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { JsonSchema, OpenApiComponents } from '../../../api/openapi-types';
import { DocumentComponents, resolveSchema } from './refs';

/** A short type text: `string (uuid)`, `integer 1…50`, `array<object>`, `"a" | "b"`. */
export function typeText(schema: JsonSchema): string {
  if (schema.$ref) return schema.$ref.split('/').at(-1) ?? schema.$ref;
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(typeText).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  let text = type === 'array' && schema.items ? `array<${typeText(schema.items)}>` : type;
  if (schema.format) text += ` (${schema.format})`;
  const min = schema.minimum ?? schema.minLength ?? schema.minItems;
  const max = schema.maximum ?? schema.maxLength ?? schema.maxItems;
  if (min !== undefined || max !== undefined) text += ` ${min ?? ''}…${max ?? ''}`;
  return text;
}

/** A union member's name: its discriminator (`type = "banner"`) when it has one, else its type. */
function variantTitle(schema: JsonSchema): string {
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const only = prop.enum?.length === 1 ? prop.enum[0] : prop.const;
    if (only !== undefined) return `${name} = ${JSON.stringify(only)}`;
  }
  return typeText(schema);
}

/** The properties a schema (or its array items, or its object variants, or the component it names) has. */
function childrenOf(
  given: JsonSchema,
  components: OpenApiComponents,
): { title?: string; schema: JsonSchema }[] {
  const schema = resolveSchema(given, components);
  if (schema.properties) return [{ schema }];
  if (schema.items) return childrenOf(schema.items, components);
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants)
    return variants.flatMap((v) =>
      childrenOf(v, components).map((part) => ({
        title: variantTitle(resolveSchema(v, components)),
        schema: part.schema,
      })),
    );
  return [];
}

function Properties({ schema, depth }: { schema: JsonSchema; depth: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const components = useContext(DocumentComponents);
  const required = new Set(schema.required ?? []);
  return (
    <ul style={{ listStyle: 'none', margin: 0, paddingInlineStart: depth ? 16 : 0 }}>
      {Object.entries(schema.properties ?? {}).map(([name, child]) => {
        const nested = childrenOf(child, components);
        const head = (
          <>
            <Typography.Text code>{name}</Typography.Text>{' '}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {typeText(child)}
            </Typography.Text>
            {required.has(name) ? (
              <Tag color="red" style={{ marginInlineStart: 6 }}>
                {t('docs.api.required')}
              </Tag>
            ) : null}
            {child.description ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {' '}
                — {child.description}
              </Typography.Text>
            ) : null}
          </>
        );
        return (
          <li
            key={name}
            style={{
              borderInlineStart: `1px solid ${token.colorBorderSecondary}`,
              paddingInlineStart: 8,
              margin: '2px 0',
            }}
          >
            {nested.length > 0 && depth < 6 ? (
              <details>
                <summary style={{ cursor: 'pointer' }}>{head}</summary>
                <SchemaView schema={child} depth={depth + 1} />
              </details>
            ) : (
              head
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A JSON schema as an expandable tree of properties with types, bounds and required marks. */
export function SchemaView({ schema, depth = 0 }: { schema: JsonSchema | undefined; depth?: number }) {
  const { t } = useTranslation();
  const components = useContext(DocumentComponents);
  if (!schema) return <Typography.Text type="secondary">{t('docs.api.noSchema')}</Typography.Text>;
  const parts = childrenOf(schema, components);
  if (parts.length === 0) return <Typography.Text code>{typeText(schema)}</Typography.Text>;
  return (
    <>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: variants have no identity besides their place
        <div key={i}>
          {part.title && parts.length > 1 ? (
            <Typography.Text type="secondary">{part.title}</Typography.Text>
          ) : null}
          <Properties schema={part.schema} depth={depth} />
        </div>
      ))}
    </>
  );
}
