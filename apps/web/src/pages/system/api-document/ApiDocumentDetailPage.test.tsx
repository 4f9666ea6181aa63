import { SHOP_API_ROOT } from '@bo/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../api/test-support';
import { TOKEN_COOKIES } from '../../../auth/token';
import { renderPage } from '../../../components/resource/test-render';
import { i18n } from '../../../i18n';
import { cookies } from '../../../lib/cookies';
import { ApiDocumentDetailPage } from './ApiDocumentDetailPage';

vi.setConfig({ testTimeout: 20_000 });

const refused = { '4XX': { $ref: '#/components/responses/Refused' } };
const components = {
  schemas: {
    DepartmentNode: {
      type: 'object',
      required: ['name', 'children'],
      properties: {
        name: { type: 'string' },
        parent_id: { type: ['number', 'null'] },
        children: { type: 'array', items: { $ref: '#/components/schemas/DepartmentNode' } },
      },
    },
    ErrorEnvelope: {
      type: 'object',
      properties: { result: { type: 'string', enum: ['error'] }, status: { type: 'number' } },
    },
  },
  responses: {
    Refused: {
      description: 'Refused: the error envelope',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
    },
  },
};

const doc = {
  openapi: '3.1.0',
  info: { title: 'Back-office admin API', version: '0.1.0' },
  servers: [{ url: '/api/v1/admin' }],
  paths: {
    '/language': {
      get: {
        tags: ['system'],
        'x-permission': 'LanguageList',
        responses: { '200': { description: 'OK' }, ...refused },
      },
      post: {
        tags: ['system'],
        'x-permission': 'LanguageCreate',
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['name'],
                properties: { name: { type: 'string', maxLength: 32 }, sort: { type: 'integer' } },
              },
            },
          },
        },
        responses: { '200': { description: 'Default Response' }, ...refused },
      },
    },
    '/departmentTree': {
      get: {
        operationId: 'getDepartmentTree',
        summary: 'Get department tree',
        tags: ['system'],
        'x-permission': '@authenticated',
        responses: {
          '200': {
            description: 'Default Response',
            content: {
              'application/json': {
                schema: { type: 'array', items: { $ref: '#/components/schemas/DepartmentNode' } },
              },
            },
          },
          ...refused,
        },
      },
    },
    '/login': { post: { tags: ['auth'], 'x-permission': '@public', security: [], responses: {} } },
  },
  components,
};

const shopDoc = {
  openapi: '3.1.0',
  info: { title: 'Storefront API', version: '0.1.0' },
  servers: [{ url: '/api/v1/shop' }],
  paths: {
    '/goods': { get: { summary: 'Goods on sale', tags: ['shop'], security: [], responses: refused } },
    '/order': {
      post: { summary: 'Place an order', tags: ['shop'], security: [{ memberAuth: [] }], responses: refused },
    },
  },
  components,
};

describe('API documents page', () => {
  it('groups operations by tag, searches them and expands a request schema', async () => {
    mockApi({ 'GET openapi.json': { body: doc } });
    const router = renderPage(<ApiDocumentDetailPage />, '/system/api-document');
    expect(await screen.findByText('System (3)')).toBeInTheDocument();
    expect(screen.getByText('Sign-in (1)')).toBeInTheDocument();
    expect(screen.getByText('4 operations')).toBeInTheDocument();
    expect(screen.getByText('Public')).toBeInTheDocument();

    const u = userEvent.setup({ delay: null });
    await u.type(
      screen.getByRole('searchbox', { name: 'Search path, summary, permission or operationId' }),
      'LanguageCreate',
    );
    expect(await screen.findByText('1 operation')).toBeInTheDocument();
    expect(screen.queryByText('Sign-in (1)')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=LanguageCreate');

    await u.click(screen.getByText('POST'));
    const body = await screen.findByText('Request body');
    const section = body.closest('section') as HTMLElement;
    expect(within(section).getByText('name')).toBeInTheDocument();
    expect(within(section).getByText('string …32')).toBeInTheDocument();
    expect(within(section).getByText('required')).toBeInTheDocument();
  });

  it('expands a response through its named components: a recursive tree and the refusal', async () => {
    mockApi({ 'GET openapi.json': { body: doc } });
    renderPage(<ApiDocumentDetailPage />, '/system/api-document?q=departmentTree');
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByText('Get department tree'));
    expect(await screen.findByText('getDepartmentTree')).toBeInTheDocument();

    const ok = screen.getByText('200').closest('section') as HTMLElement;
    expect(within(ok).getAllByText('number | null')[0]).toBeInTheDocument();
    // The tree's children are the same component again: its fields show again one level down.
    expect(within(ok).getAllByText('array<DepartmentNode>')[0]).toBeInTheDocument();
    expect(within(ok).getAllByText('parent_id').length).toBeGreaterThan(1);

    const refusal = screen.getByText('4XX').closest('section') as HTMLElement;
    expect(within(refusal).getByText('Refused: the error envelope')).toBeInTheDocument();
    expect(within(refusal).getByText('status')).toBeInTheDocument();
  });

  it("switches to the storefront's document, fetched without the administrator's token", async () => {
    cookies.set(TOKEN_COOKIES.access, 'admin-token');
    const calls = mockApi({
      'GET openapi.json': { body: doc },
      [`GET ${SHOP_API_ROOT}openapi.json`]: { body: shopDoc },
    });
    const router = renderPage(<ApiDocumentDetailPage />, '/system/api-document');
    expect(await screen.findByText('Back-office admin API')).toBeInTheDocument();

    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByText('Storefront API'));
    expect(await screen.findByText('Storefront (2)')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?doc=shop');
    expect(screen.getByText('Token needed')).toBeInTheDocument();
    expect(screen.getByText('Public')).toBeInTheDocument();
    const shopCall = calls.find((c) => c.path === `${SHOP_API_ROOT}openapi.json`);
    expect(shopCall?.headers.get('authorization')).toBeNull();
    expect(calls.find((c) => c.path === 'openapi.json')?.headers.get('authorization')).toBe(
      'Bearer admin-token',
    );
  });

  it("speaks the user's language around the English document: its title, its groups, the page of each operation", async () => {
    await i18n.changeLanguage('zh');
    try {
      const roles = {
        '/manage': {
          get: {
            tags: ['system'],
            summary: 'Get manage (Roles)',
            'x-permission': 'ManageList',
            responses: refused,
          },
        },
      };
      mockApi({ 'GET openapi.json': { body: { ...doc, paths: roles } } });
      renderPage(<ApiDocumentDetailPage />, '/system/api-document');
      expect(await screen.findByText('系统 (1)')).toBeInTheDocument();
      expect(screen.getByText('后台管理接口')).toBeInTheDocument();
      expect(screen.queryByText('Back-office admin API')).not.toBeInTheDocument();
      expect(screen.getByText('Get manage (角色管理)')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
