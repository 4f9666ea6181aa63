import { verifyCapitaRowSchema } from '@bo/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, mockApi, ok } from '../../../api/test-support';
import { renderPage } from '../../../components/resource/test-render';
import { contractFixture } from '../../../test/contract-fixture';
import { VerifyCapitaPage } from './VerifyCapitaPage';

const capita = contractFixture(verifyCapitaRowSchema, {
  form_id: 5,
  form_number: 'PD202611270001',
  custodian: 'Wang',
  total: 4,
  checked: 2,
  found: 2,
  missing: 0,
  damaged: 0,
  moved: 0,
});

describe('verification progress per custodian', () => {
  it('reads its campaign and page from the address, so a reload shows the same rows', async () => {
    const calls: ApiCall[] = [];
    mockApi({
      'GET verify': ok({ data: [], total: 0, per_page: 200, current_page: 1, last_page: 1 }),
      'GET verify/capita': (call) => {
        calls.push(call);
        return ok({ data: [capita], total: 21, per_page: 20, current_page: 2, last_page: 2 });
      },
    });
    renderPage(<VerifyCapitaPage />, '/assets/verify-capita?form_id=5&page=2');
    expect(await screen.findByText('Wang')).toBeInTheDocument();
    await waitFor(() => expect(calls.at(-1)?.query.get('form_id')).toBe('5'));
    expect(calls.at(-1)?.query.get('page')).toBe('2');
  });
});
