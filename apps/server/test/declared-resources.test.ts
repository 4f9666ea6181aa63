import { defineResource, type FieldSpec, RESOURCES, type Resource } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { cleanRichText } from '../src/lib/resource-rich-text.js';
import { useTestApp } from './app-fixture.js';
import { filterValue, valuesOf } from './declared-samples.js';
import { call, createAdminWith } from './helpers.js';

/** Every declared resource, through the routes derived from its declaration. */
describe.each(RESOURCES.map((resource) => [resource.name, resource] as const))(
  'the declared resource %s',
  (_name, resource) => {
    const t = useTestApp();
    const post = (route: string, body: unknown, lang: 'zh' | 'en' = 'en') =>
      call(t.app, 'POST', route, { token: t.token, body, lang });
    const list = async (query: string) =>
      (await call(t.app, 'GET', `${resource.path}?${query}`, { token: t.token })).json();

    it('creates, lists, searches, sorts, edits under the version lock and deletes all or nothing', async () => {
      // Rows a resource starts with (the built-in languages) stay through the test.
      const before = (await list('')).message.total as number;
      const made = [];
      for (const seed of [1, 2, 3]) {
        const created = await post(resource.path, valuesOf(resource, seed));
        expect(created.json()).toMatchObject({
          result: 'ok',
          message: { ...valuesOf(resource, seed), version: 1 },
        });
        made.push(created.json().message as { id: number; version: number });
      }
      expect((await list(`limit=2&page=2`)).message).toMatchObject({
        total: before + 3,
        last_page: Math.ceil((before + 3) / 2),
        current_page: 2,
      });
      for (const field of resource.sortable)
        for (const sort of [field, `-${field}`])
          expect((await list(`sort=${sort}`)).message.data).toHaveLength(before + 3);
      expect((await list('sort=nonsense')).status).toBe(42200);
      // Rich text only a detail holds is left out of the list's rows (the detail below has it).
      for (const row of (await list('')).message.data as Record<string, unknown>[])
        for (const name of resource.detailOnly) expect(row).not.toHaveProperty(name);
      if (resource.searchable.length > 0) {
        const found = (await list(`keyword=${encodeURIComponent('V2-')}`)).message.data as { id: number }[];
        expect(found.map((r) => r.id)).toEqual([made[1]?.id]);
      }
      for (const name of resource.filterable) {
        const wanted = filterValue(resource.fields[name] as FieldSpec);
        const ones = (await list(`${name}=${wanted}`)).message.data as Record<string, unknown>[];
        expect(ones.length).toBeGreaterThan(0);
        expect(ones.every((r) => r[name] === wanted)).toBe(true);
      }
      if (resource.ranged) {
        // A range of the time field: up to a day before any was written holds none; a wrong date is refused.
        expect((await list('to=2000-01-01')).message.total).toBe(0);
        expect((await list('from=someday')).status).toBe(42200);
      }

      const first = made[0] as { id: number };
      const edit = (body: Record<string, unknown>) => post(`${resource.path}/${first.id}`, body);
      expect((await edit(valuesOf(resource, 4))).json().status).toBe(42200);
      expect((await edit({ ...valuesOf(resource, 4), version: 1 })).json().result).toBe('ok');
      // The same save again from the version it replaced: someone else saved first.
      expect((await edit({ ...valuesOf(resource, 4), version: 1 })).json().status).toBe(40900);
      const detail = (await call(t.app, 'GET', `${resource.path}/${first.id}`, { token: t.token })).json()
        .message;
      expect(detail).toMatchObject({ ...valuesOf(resource, 4), version: 2 });

      const destroyMany = (ids: number[]) => post(`${resource.path}/destroy/0`, { ids });
      expect((await destroyMany([first.id, 999_999])).json().status).toBe(40400);
      expect((await list('')).message.total).toBe(before + 3);
      expect((await destroyMany(made.map((r) => r.id))).json().result).toBe('ok');
      expect((await list('')).message.total).toBe(before);
    });

    it('names its fields with the declared labels in both languages, and refuses a second unique value', async () => {
      const [text] = resource.fieldNames.filter((name) => resource.fields[name]?.kind === 'text');
      if (text) {
        const field = resource.fields[text] as FieldSpec & { max: number };
        for (const lang of ['zh', 'en'] as const) {
          const tooLong = await post(
            resource.path,
            { ...valuesOf(resource, 1), [text]: 'x'.repeat(field.max + 1) },
            lang,
          );
          expect(tooLong.json().status).toBe(42200);
          expect(tooLong.json().errors[text][0]).toContain(field.label[lang]);
        }
      }
      for (const name of resource.unique) {
        const body = valuesOf(resource, 7);
        expect((await post(resource.path, body)).json().result).toBe('ok');
        const again = await post(resource.path, body, 'zh');
        expect(again.json().status).toBe(42200);
        expect(again.json().errors[name]).toEqual([`${resource.fields[name]?.label.zh}已存在`]);
      }
    });

    it.runIf(resource.locked)('refuses on its locked rows what its declaration says they keep', async () => {
      const lock = resource.locked as NonNullable<Resource['locked']>;
      const rows = (await list('limit=100')).message.data as (Record<string, unknown> & { id: number })[];
      // A resource that locks rows starts with some (the built-in languages).
      const locked = rows.filter((row) => lock.when(row));
      expect(locked.length).toBeGreaterThan(0);
      for (const row of locked) {
        const kept = Object.fromEntries(resource.fieldNames.map((name) => [name, row[name]]));
        const edit = (body: Record<string, unknown>) => post(`${resource.path}/${row.id}`, body);
        for (const name of lock.fields ?? []) {
          const other = [8, 9].map((seed) => valuesOf(resource, seed)[name]).find((v) => v !== row[name]);
          const refused = (await edit({ ...kept, [name]: other, version: row.version })).json();
          expect(refused.status).toBe(42200);
          expect(Object.keys(refused.errors)).toEqual([name]);
        }
        // Keeping them, the row still saves.
        expect((await edit({ ...kept, version: row.version })).json().result).toBe('ok');
        if (lock.destroy) {
          const { id } = (await post(resource.path, valuesOf(resource, 6))).json().message;
          // With an unlocked row, nothing is deleted.
          expect((await post(`${resource.path}/destroy/0`, { ids: [id, row.id] })).json().status).toBe(40900);
          expect((await call(t.app, 'GET', `${resource.path}/${id}`, { token: t.token })).json().result).toBe(
            'ok',
          );
          expect((await post(`${resource.path}/destroy/${id}`, {})).json().result).toBe('ok');
        }
      }
    });

    it('opens each route only with its own permission', async () => {
      const reader = await createAdminWith(t.app, [resource.permissions.list]);
      const as = (route: string, body?: unknown) =>
        call(t.app, body === undefined ? 'GET' : 'POST', route, { token: reader.token, body });
      expect((await as(resource.path)).json().result).toBe('ok');
      expect((await as(resource.path, valuesOf(resource, 8))).json().status).toBe(40300);
      const { id } = (await post(resource.path, valuesOf(resource, 9))).json().message;
      expect(
        (await as(`${resource.path}/${id}`, { ...valuesOf(resource, 9), version: 1 })).json().status,
      ).toBe(40300);
      expect((await as(`${resource.path}/destroy/${id}`, {})).json().status).toBe(40300);
      const nobody = await createAdminWith(t.app, []);
      expect((await call(t.app, 'GET', resource.path, { token: nobody.token })).json().status).toBe(40300);
    });
  },
);

/** Notes with formatted text, declared only here: the cleaning every declared save applies. */
const notes = defineResource({
  name: 'noteSample',
  path: 'noteSample',
  table: 'note_samples',
  permission: 'NoteSample',
  title: { zh: '笔记', en: 'Notes' },
  noun: { zh: '笔记', en: 'note' },
  menu: { group: 'System', path: 'note', icon: 'notice' },
  defaultSort: '-id',
  fields: {
    body: { kind: 'richText', max: 1000, required: true, label: { zh: '内容', en: 'Content' } },
    note: { kind: 'richText', max: 1000, label: { zh: '备注', en: 'Note' } },
  },
});

describe('the rich text of a declared resource', () => {
  it('keeps only the allowed markup, whatever the browser sent', () => {
    const sent = {
      body: '<p onclick="steal()">Hi <strong>there</strong><script>steal()</script></p>',
      note: '<iframe src="https://evil.example"></iframe><em>ok</em>',
    };
    expect(cleanRichText(notes, sent)).toEqual({
      body: '<p>Hi <strong>there</strong></p>',
      note: '<em>ok</em>',
    });
    // The sample every declared rich-text field is saved with stays as it is.
    expect(cleanRichText(notes, valuesOf(notes, 1))).toEqual(valuesOf(notes, 1));
  });

  it('refuses a required one that shows nothing once cleaned, on that field', () => {
    for (const body of ['<p> </p>', '<script>steal()</script>']) {
      let error: unknown;
      try {
        cleanRichText(notes, { body, note: '' });
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toMatchObject({ code: 42200, fieldErrors: { body: ['validation.required'] } });
    }
    // An optional one may stay empty.
    expect(cleanRichText(notes, { body: '<p>x</p>', note: '<p></p>' })).toEqual({
      body: '<p>x</p>',
      note: '<p></p>',
    });
  });
});
