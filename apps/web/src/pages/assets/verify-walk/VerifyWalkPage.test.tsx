import type { FormDetail, FormLine } from '@bo/contract';
import { ALL_PERMISSION_APIS } from '@bo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../../api/test-support';
import { renderPage } from '../../../components/resource/test-render';
import { FormActions } from '../forms/FormActions';
import { VerifyWalkPage } from './VerifyWalkPage';

vi.setConfig({ testTimeout: 20_000 });

const line = (id: number, code: string, name: string, result: FormLine['result'] = null): FormLine => ({
  id,
  asset_id: id * 10,
  code,
  name,
  class_name: 'Computers',
  original_value: 100000,
  status: 'in_use',
  custodian: 'Wang',
  place_name: 'Room 3',
  result,
  result_place_id: null,
  evidence: [],
  remark: '',
  checked_at: null,
});

const CAMPAIGN = {
  id: 9,
  kind: 'verify',
  number: 'PD202611290009',
  status: 'processing',
  line_count: 2,
  lines: [line(1, 'ZC0301-2025-000001', 'Projector'), line(2, 'ZC0301-2025-000002', 'Scanner', 'found')],
  installments: [],
  payments: [],
  task: null,
} as unknown as FormDetail;

/** The walk as a user holding the verification pages but no asset list (so no asset lookups). */
function openWalk() {
  const apis = ALL_PERMISSION_APIS.filter((api) => !/Assets|Resource/.test(api));
  renderPage(<VerifyWalkPage />, '/verify/walk/9', '/verify/walk/:id', apis);
}

const typeCode = async (code: string) => {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('Asset code'), code);
  await user.click(screen.getByRole('button', { name: 'Find' }));
  return user;
};

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
const goOffline = () => setOnline(false);
/** The network is back: the browser says so and fires `online`. */
const goOnline = () => {
  setOnline(true);
  window.dispatchEvent(new Event('online'));
};

afterEach(() => {
  vi.unstubAllGlobals();
  setOnline(true);
});

describe('the verification walk', () => {
  it('shows the campaign, its progress by line, and an empty queue', async () => {
    mockApi({ 'GET verify/9': ok(CAMPAIGN) });
    openWalk();
    expect(await screen.findByRole('heading', { name: 'Scan walk PD202611290009' })).toBeInTheDocument();
    expect(screen.getByTestId('walk-progress')).toHaveTextContent('Checked 1 / 2');
    expect(screen.getByTestId('walk-queue')).toHaveTextContent('0 waiting to send');
  });

  it('sends the result of a typed code to verify/check with its line id', async () => {
    const calls = mockApi({ 'GET verify/9': ok(CAMPAIGN), 'POST verify/check/9': ok('saved') });
    openWalk();
    const user = await typeCode('zc0301-2025-000001');
    expect(await screen.findByText('Projector')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Missing' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'verify/check/9')?.body).toEqual({
        lines: [{ line_id: 1, result: 'missing', place_id: null, evidence: [], remark: '' }],
      }),
    );
  });

  it('asks where a moved asset is, and sends that place with the result', async () => {
    const place = {
      id: 4,
      pid: 0,
      level: 1,
      name: 'Store room',
      code: 'SR',
      capacity: 0,
      remark: '',
      version: 1,
    };
    const calls = mockApi({
      'GET verify/9': ok(CAMPAIGN),
      'GET storageLocationTree': ok([{ ...place, children: [] }]),
      'POST verify/check/9': ok('saved'),
    });
    openWalk();
    const user = await typeCode('ZC0301-2025-000001');
    await user.click(await screen.findByRole('button', { name: 'Moved' }));
    expect(calls.some((c) => c.path === 'verify/check/9')).toBe(false);
    await user.click(screen.getByLabelText('Choose the place where the asset is'));
    await user.click(await screen.findByTitle(/Store room/));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'verify/check/9')?.body).toMatchObject({
        lines: [{ line_id: 1, result: 'moved', place_id: 4 }],
      }),
    );
  });

  it('shows an already checked line with its result, to change it', async () => {
    mockApi({ 'GET verify/9': ok(CAMPAIGN) });
    openWalk();
    await typeCode('ZC0301-2025-000002');
    expect(await screen.findByTestId('walk-current')).toHaveTextContent('Current result: Found');
  });

  it('says a code outside the campaign is not in it, without naming an asset the user may not list', async () => {
    mockApi({ 'GET verify/9': ok(CAMPAIGN) });
    openWalk();
    await typeCode('ZC0301-2025-000077');
    expect(await screen.findByTestId('walk-not-in-campaign')).toHaveTextContent(
      'This asset is not in this verification',
    );
  });

  it('keeps the result in the queue while offline, and says so', async () => {
    const calls = mockApi({ 'GET verify/9': ok(CAMPAIGN) });
    goOffline();
    openWalk();
    const user = await typeCode('ZC0301-2025-000001');
    await user.click(await screen.findByRole('button', { name: 'Found' }));
    await waitFor(() => expect(screen.getByTestId('walk-queue')).toHaveTextContent('1 waiting to send'));
    expect(screen.getByTestId('walk-progress')).toHaveTextContent('Checked 2 / 2');
    expect(calls.some((c) => c.path === 'verify/check/9')).toBe(false);
  });

  it('sends what waited when the network returns, and empties the counter', async () => {
    const calls = mockApi({ 'GET verify/9': ok(CAMPAIGN), 'POST verify/check/9': ok('saved') });
    goOffline();
    openWalk();
    const user = await typeCode('ZC0301-2025-000001');
    await user.click(await screen.findByRole('button', { name: 'Found' }));
    await waitFor(() => expect(screen.getByTestId('walk-queue')).toHaveTextContent('1 waiting to send'));
    goOnline();
    await waitFor(() => expect(screen.getByTestId('walk-queue')).toHaveTextContent('0 waiting to send'));
    expect(calls.filter((c) => c.path === 'verify/check/9').map((c) => c.body)).toEqual([
      { lines: [{ line_id: 1, result: 'found', place_id: null, evidence: [], remark: '' }] },
    ]);
  });

  it('shows a waiting result the server refuses when it is sent, and drops it', async () => {
    mockApi({
      'GET verify/9': ok(CAMPAIGN),
      'POST verify/check/9': fail(40900, 'The verification is not running'),
    });
    goOffline();
    openWalk();
    const user = await typeCode('ZC0301-2025-000001');
    await user.click(await screen.findByRole('button', { name: 'Found' }));
    await waitFor(() => expect(screen.getByTestId('walk-queue')).toHaveTextContent('1 waiting to send'));
    goOnline();
    expect(
      await screen.findByText(
        'The result of ZC0301-2025-000001 was not accepted: The verification is not running',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('walk-queue')).toHaveTextContent('0 waiting to send');
  });

  it('shows the server refusing a result, and queues nothing', async () => {
    mockApi({
      'GET verify/9': ok(CAMPAIGN),
      'POST verify/check/9': fail(40900, 'The verification is not running'),
    });
    openWalk();
    const user = await typeCode('ZC0301-2025-000001');
    await user.click(await screen.findByRole('button', { name: 'Damaged' }));
    expect(await screen.findByText('The verification is not running')).toBeInTheDocument();
    expect(screen.getByTestId('walk-queue')).toHaveTextContent('0 waiting to send');
  });

  it('offers typing when the camera is refused, in a clear message', async () => {
    mockApi({ 'GET verify/9': ok(CAMPAIGN) });
    const refused = new DOMException('denied', 'NotAllowedError');
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), {
        mediaDevices: { getUserMedia: vi.fn().mockRejectedValue(refused) },
      }),
    );
    openWalk();
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: /Scan with the camera/ }));
    expect(
      await screen.findByText(
        /Camera permission was refused: allow it in the browser settings, or type the asset code/,
      ),
    ).toBeInTheDocument();
  });

  it('says the camera needs HTTPS when the page is opened over plain HTTP', async () => {
    mockApi({ 'GET verify/9': ok(CAMPAIGN) });
    vi.stubGlobal('isSecureContext', false);
    openWalk();
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: /Scan with the camera/ }));
    expect(await screen.findByText(/The camera works only on an HTTPS address/)).toBeInTheDocument();
  });
});

describe('the way in from the verification list', () => {
  it('offers the walk on a running campaign to a user who may record results', async () => {
    mockApi({});
    const form = { id: 9, number: 'PD202611290009', status: 'processing', version: 3 } as const;
    renderPage(<FormActions kind="verify" form={form} />);
    expect(await screen.findByRole('link', { name: 'Scan walk' })).toHaveAttribute('href', '/verify/walk/9');
  });

  it('does not offer it before the campaign runs', async () => {
    mockApi({});
    renderPage(<FormActions kind="verify" form={{ id: 9, number: 'PD1', status: 'draft', version: 1 }} />);
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Scan walk' })).toBeNull();
  });

  it('does not offer it to a user who may not record results', async () => {
    mockApi({});
    const form = { id: 9, number: 'PD1', status: 'processing', version: 3 } as const;
    const apis = ALL_PERMISSION_APIS.filter((api) => api !== 'VerifyEdit');
    renderPage(<FormActions kind="verify" form={form} onView={() => undefined} />, '/page', '*', apis);
    expect(await screen.findByRole('button', { name: 'View' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Scan walk' })).toBeNull();
  });
});
