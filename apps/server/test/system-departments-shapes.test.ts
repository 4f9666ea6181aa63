import { describe, expect, it } from 'vitest';
import { useTestApp } from './app-fixture.js';
import { call } from './helpers.js';

/**
 * What outside clients read from the organization and department routes, to the key and the word: the
 * keys of every row in their order, and the messages a refused body or query answers in both languages.
 * The declarations these routes validate with must keep all of it.
 */
describe('organization and department shapes', () => {
  const t = useTestApp();

  const post = (route: string, body: unknown, lang: 'zh' | 'en' = 'zh') =>
    call(t.app, 'POST', route, { token: t.token, body, lang });
  const refused = async (route: string, body: unknown) => {
    const [zh, en] = [(await post(route, body)).json(), (await post(route, body, 'en')).json()];
    return { status: zh.status, zh: zh.errors, en: en.errors };
  };

  it('answers rows with the same keys in the same order', async () => {
    const org = (await post('organization', { name: '形状局', area_id: 515 })).json().message;
    expect(Object.keys(org)).toEqual([
      'id',
      'name',
      'area_id',
      'area_name',
      'departments',
      'admins',
      'created_at',
      'version',
    ]);
    expect(org).toMatchObject({ area_id: 515, area_name: expect.any(String) });
    const bare = (await post('organization', { name: '无地区' })).json().message;
    expect(bare).toMatchObject({ area_id: null, area_name: null, departments: 0, admins: 0, version: 1 });
    const top = (await post('department', { organization_id: org.id, name: '顶级' })).json().message;
    expect(Object.keys(top)).toEqual([
      'id',
      'organization_id',
      'parent_id',
      'name',
      'sort',
      'admins',
      'version',
    ]);
    expect(top).toMatchObject({ parent_id: null, sort: 0, admins: 0, version: 1 });
    const zero = (await post('department', { organization_id: org.id, name: '零', parent_id: 0 })).json()
      .message;
    expect(zero.parent_id).toBeNull();
    const child = (
      await post('department', { organization_id: org.id, name: '下级', parent_id: top.id, sort: 3 })
    ).json().message;
    expect(child).toMatchObject({ parent_id: top.id, sort: 3 });

    const page = (
      await call(t.app, 'GET', 'department', { token: t.token, query: { organization_id: String(org.id) } })
    ).json().message;
    expect(Object.keys(page)).toEqual(['data', 'total', 'per_page', 'current_page', 'last_page']);
    expect(Object.keys(page.data[0])).toEqual(Object.keys(top));
    const orgs = (
      await call(t.app, 'GET', 'organization', { token: t.token, query: { area_id: '515' } })
    ).json().message;
    expect(orgs.data.map((o: { id: number }) => o.id)).toContain(org.id);
    expect(Object.keys(orgs.data[0])).toEqual(Object.keys(org));
    expect(
      (await call(t.app, 'GET', `organization/${org.id}`, { token: t.token })).json().message,
    ).toMatchObject({
      departments: 3,
    });

    const trees = (await call(t.app, 'GET', 'departmentTree', { token: t.token })).json().message;
    const mine = trees.find((o: { id: number }) => o.id === org.id);
    expect(Object.keys(mine)).toEqual(['id', 'name', 'area_id', 'version', 'departments']);
    expect(Object.keys(mine.departments[0])).toEqual([...Object.keys(top), 'children']);
    expect(mine.departments[0].children.map((d: { id: number }) => d.id)).toEqual([child.id]);
    const own = (
      await call(t.app, 'GET', 'userDepartment', {
        token: t.token,
        query: { organization_id: String(org.id) },
      })
    ).json().message;
    expect(own.departments.map((d: { id: number }) => d.id)).toEqual(
      mine.departments.map((d: { id: number }) => d.id),
    );
  });

  it('refuses a department body with the same messages', async () => {
    expect(await refused('department', {})).toMatchInlineSnapshot(`
      {
        "en": {
          "name": [
            "Please enter Name",
          ],
          "organization_id": [
            "Organization has a wrong type",
          ],
        },
        "status": 42200,
        "zh": {
          "name": [
            "请输入名称",
          ],
          "organization_id": [
            "组织类型不正确",
          ],
        },
      }
    `);
    expect(
      await refused('department', { organization_id: 0, name: '', parent_id: -1, sort: -1 }),
    ).toMatchInlineSnapshot(`
      {
        "en": {
          "name": [
            "Please enter Name",
          ],
          "organization_id": [
            "Organization has a wrong type",
          ],
          "parent_id": [
            "Parent has a wrong type",
          ],
          "sort": [
            "Sort has a wrong type",
          ],
        },
        "status": 42200,
        "zh": {
          "name": [
            "请输入名称",
          ],
          "organization_id": [
            "组织类型不正确",
          ],
          "parent_id": [
            "上级类型不正确",
          ],
          "sort": [
            "排序类型不正确",
          ],
        },
      }
    `);
    expect(
      await refused('department', { organization_id: '1', name: 5, parent_id: 'a', sort: 1.5 }),
    ).toMatchInlineSnapshot(`
      {
        "en": {
          "name": [
            "Name has a wrong type",
          ],
          "organization_id": [
            "Organization has a wrong type",
          ],
          "parent_id": [
            "Parent has a wrong type",
          ],
          "sort": [
            "Sort has a wrong type",
          ],
        },
        "status": 42200,
        "zh": {
          "name": [
            "名称类型不正确",
          ],
          "organization_id": [
            "组织类型不正确",
          ],
          "parent_id": [
            "上级类型不正确",
          ],
          "sort": [
            "排序类型不正确",
          ],
        },
      }
    `);
    expect(
      await refused('department', {
        organization_id: null,
        name: 'x'.repeat(129),
        parent_id: 1.5,
        sort: 100000,
      }),
    ).toMatchInlineSnapshot(`
      {
        "en": {
          "name": [
            "Name cannot exceed 128",
          ],
          "organization_id": [
            "Organization has a wrong type",
          ],
          "parent_id": [
            "Parent has a wrong type",
          ],
          "sort": [
            "Sort has a wrong type",
          ],
        },
        "status": 42200,
        "zh": {
          "name": [
            "名称不能超过128",
          ],
          "organization_id": [
            "组织类型不正确",
          ],
          "parent_id": [
            "上级类型不正确",
          ],
          "sort": [
            "排序类型不正确",
          ],
        },
      }
    `);
    expect(
      await refused('department', { organization_id: 1, name: null, sort: null, version: 0 }),
    ).toMatchInlineSnapshot(`
      {
        "en": {
          "name": [
            "Name has a wrong type",
          ],
          "sort": [
            "Sort has a wrong type",
          ],
          "version": [
            "Version has a wrong type",
          ],
        },
        "status": 42200,
        "zh": {
          "name": [
            "名称类型不正确",
          ],
          "sort": [
            "排序类型不正确",
          ],
          "version": [
            "版本类型不正确",
          ],
        },
      }
    `);
  });

  it('refuses an organization body with the same messages', async () => {
    expect(await refused('organization', {})).toMatchInlineSnapshot(`
      {
        "en": {
          "name": [
            "Please enter Name",
          ],
        },
        "status": 42200,
        "zh": {
          "name": [
            "请输入名称",
          ],
        },
      }
    `);
    expect(await refused('organization', { name: '', area_id: -1 })).toMatchInlineSnapshot(`
      {
        "en": {
          "area_id": [
            "Area has a wrong type",
          ],
          "name": [
            "Please enter Name",
          ],
        },
        "status": 42200,
        "zh": {
          "area_id": [
            "地区类型不正确",
          ],
          "name": [
            "请输入名称",
          ],
        },
      }
    `);
    expect(await refused('organization', { name: 5, area_id: 'x', version: 'a' })).toMatchInlineSnapshot(`
      {
        "en": {
          "area_id": [
            "Area has a wrong type",
          ],
          "name": [
            "Name has a wrong type",
          ],
          "version": [
            "Version has a wrong type",
          ],
        },
        "status": 42200,
        "zh": {
          "area_id": [
            "地区类型不正确",
          ],
          "name": [
            "名称类型不正确",
          ],
          "version": [
            "版本类型不正确",
          ],
        },
      }
    `);
    expect(await refused('organization', { name: 'x'.repeat(129), area_id: 1.5 })).toMatchInlineSnapshot(`
      {
        "en": {
          "area_id": [
            "Area has a wrong type",
          ],
          "name": [
            "Name cannot exceed 128",
          ],
        },
        "status": 42200,
        "zh": {
          "area_id": [
            "地区类型不正确",
          ],
          "name": [
            "名称不能超过128",
          ],
        },
      }
    `);
  });

  it('refuses a list query with the same messages', async () => {
    const query = async (route: string, q: Record<string, string>) =>
      (await call(t.app, 'GET', route, { token: t.token, query: q, lang: 'en' })).json();
    expect(
      await query('department', { organization_id: 'abc', keyword: 'x'.repeat(65) }),
    ).toMatchInlineSnapshot(`
      {
        "errors": {
          "keyword": [
            "Keyword cannot exceed 64",
          ],
          "organization_id": [
            "Organization has a wrong type",
          ],
        },
        "message": "Keyword cannot exceed 64",
        "result": "error",
        "status": 42200,
      }
    `);
    expect(await query('organization', { area_id: '0', sort: 'Name' })).toMatchInlineSnapshot(`
      {
        "errors": {
          "area_id": [
            "Area has a wrong type",
          ],
          "sort": [
            "Sort has a wrong format",
          ],
        },
        "message": "Sort has a wrong format",
        "result": "error",
        "status": 42200,
      }
    `);
  });
});
