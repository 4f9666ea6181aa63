import type { APIRequestContext } from '@playwright/test';
import { pastRateLimit } from './rate-limit';
import { ssoToken } from './sso-token';

type Json = { status: number; message: unknown };

async function json(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<Json> {
  const body = (await response.json()) as Json;
  if (body.status !== 200) throw new Error(`${response.url()}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * One admin session per worker for setting up data through the API, as a trusted single sign-on's (no
 * captcha): a sign-in per call spent the login rate limit that the tests' own sign-ins need.
 */
let adminAccess: Promise<string> | undefined;

async function signInAdmin(request: APIRequestContext): Promise<string> {
  const body = await pastRateLimit(
    async () =>
      (await (
        await request.post('/api/v1/admin/login/token', { data: { token: ssoToken('admin') } })
      ).json()) as Json,
  );
  if (body.status !== 200) throw new Error(`admin sign-in: ${JSON.stringify(body)}`);
  return (body.message as { access_token: string }).access_token;
}

/** The bearer header of the worker's admin API session. */
export async function adminAuthorization(request: APIRequestContext): Promise<{ authorization: string }> {
  adminAccess ??= signInAdmin(request).catch((error: unknown) => {
    adminAccess = undefined;
    throw error;
  });
  return { authorization: `Bearer ${await adminAccess}` };
}

/** The admin API for setting up data. */
export async function adminApi(request: APIRequestContext) {
  const headers = await adminAuthorization(request);
  return {
    post: async <T>(route: string, data: unknown) =>
      (await json(await request.post(`/api/v1/admin/${route}`, { data, headers }))).message as T,
    get: async <T>(route: string) =>
      (await json(await request.get(`/api/v1/admin/${route}`, { headers }))).message as T,
  };
}

/** The storefront API as a newly registered member. */
export async function storefrontMember(request: APIRequestContext, account: string) {
  const password = 'Secret123';
  await json(await request.post('/api/v1/shop/register', { data: { account, password } }));
  const login = await json(await request.post('/api/v1/shop/login', { data: { account, password } }));
  const headers = { authorization: `Bearer ${(login.message as { access_token: string }).access_token}` };
  return {
    post: async <T>(route: string, data: unknown = {}) =>
      (await json(await request.post(`/api/v1/shop/${route}`, { data, headers }))).message as T,
  };
}

/**
 * Switches the sandbox online payment on (it is off on a fresh install: it moves no real money), for
 * specs whose members pay `way: online`.
 */
export async function enableSandboxPayment(admin: Awaited<ReturnType<typeof adminApi>>) {
  const list = await admin.get<{ data: { id: number; code: string; enabled: boolean }[] }>(
    'plugin?keyword=sandbox&limit=50',
  );
  const sandbox = list.data.find((p) => p.code === 'sandbox');
  if (sandbox && !sandbox.enabled) await admin.post(`plugin/state/${sandbox.id}`, { action: 'enable' });
}

/** A goods on sale in a category of its own, made through the admin API (no stock kept). */
export async function goodsOnSale(
  admin: Awaited<ReturnType<typeof adminApi>>,
  { category, name, price, inventory }: { category: string; name: string; price: number; inventory: number },
) {
  const { id: category_id } = await admin.post<{ id: number }>('category', { name: category, pid: 0 });
  return admin.post<{ id: number }>('good', {
    type: 0,
    name,
    category_id,
    price,
    inventory,
    master_image: '/uploads/2026/01/goods.png',
    images: [],
    is_show: 1,
    is_inventory: 0,
  });
}
