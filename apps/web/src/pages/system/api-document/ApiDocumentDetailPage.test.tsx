import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../api/test-support';
import { renderPage } from '../../../components/resource/test-render';
import { ApiDocumentDetailPage } from './ApiDocumentDetailPage';

vi.setConfig({ testTimeout: 20_000 });

const doc = {
  openapi: '3.0.3',
  info: { title: 'Back-office admin API', version: '0.1.0' },
  servers: [{ url: '/api/v1/admin' }],
  paths: {
    '/language': {
      get: {
        tags: ['language'],
        'x-permission': 'LanguageList',
        responses: { '200': { description: 'OK' } },
      },
      post: {
        tags: ['language'],
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
        responses: { '200': { description: 'Default Response' } },
      },
    },
    '/login': { post: { tags: ['login'], 'x-permission': '@public', security: [], responses: {} } },
  },
};

describe('API documents page', () => {
  it('groups operations by tag, searches them and expands a request schema', async () => {
    mockApi({ 'GET openapi.json': { body: doc } });
    const router = renderPage(<ApiDocumentDetailPage />, '/system/api-document');
    expect(await screen.findByText('language (2)')).toBeInTheDocument();
    expect(screen.getByText('login (1)')).toBeInTheDocument();
    expect(screen.getByText('3 operations')).toBeInTheDocument();
    expect(screen.getByText('Public')).toBeInTheDocument();

    const u = userEvent.setup({ delay: null });
    await u.type(
      screen.getByRole('searchbox', { name: 'Search path, summary or permission' }),
      'LanguageCreate',
    );
    expect(await screen.findByText('1 operations')).toBeInTheDocument();
    expect(screen.queryByText('login (1)')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=LanguageCreate');

    await u.click(screen.getByText('POST'));
    const body = await screen.findByText('Request body');
    const section = body.closest('section') as HTMLElement;
    expect(within(section).getByText('name')).toBeInTheDocument();
    expect(within(section).getByText('string …32')).toBeInTheDocument();
    expect(within(section).getByText('required')).toBeInTheDocument();
  });
});
