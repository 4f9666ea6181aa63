import { okSchema, orderRowSchema, pageSchema } from '@bo/contract';
import { serializerCompiler as checkedSerializer } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from '../src/http/serializer.js';

const compile = (schema: z.ZodType, compiler = serializerCompiler) =>
  compiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

/** An order row as the list reads it, with every nullable column both ways over two rows. */
function orderRows() {
  const row: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(orderRowSchema.shape)) {
    const type = (field as z.ZodType).def.type;
    row[key] = type === 'number' ? 7 : type === 'string' ? `值 "${key}"\n` : type === 'array' ? [] : null;
  }
  return [row, { ...row, id: 8, member_account: 'm-8', password_hash: 'secret' }];
}

describe('responses written by the compiled serializer', () => {
  const schema = okSchema(pageSchema(orderRowSchema));
  const data = {
    result: 'ok',
    status: 200,
    message: { data: orderRows(), total: 2, per_page: 10, current_page: 1, last_page: 1 },
  };

  it('are the very text the checked zod encoding writes', () => {
    expect(compile(schema)(data)).toBe(compile(schema, checkedSerializer)(data));
  });

  it('never write a field the schema does not declare', () => {
    expect(compile(schema)(data)).not.toContain('password_hash');
  });

  it('write what the compiled code cannot (a tuple holding null) the checked way', () => {
    const changes = z.object({ changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])) });
    expect(compile(changes)({ changes: { status: [null, 'idle'] } })).toBe(
      '{"changes":{"status":[null,"idle"]}}',
    );
  });

  it('refuse a response missing a required field, as before', () => {
    expect(() => compile(z.object({ id: z.number(), name: z.string() }))({ id: 1 })).toThrow();
  });
});
