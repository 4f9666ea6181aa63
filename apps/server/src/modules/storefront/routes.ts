import {
  GOOD_SHOW,
  idParamsSchema,
  MEMBER_STATES,
  messageSchema,
  okSchema,
  pageSchema,
  shopFavouriteSchema,
  shopGoodSchema,
  shopGoodsQuerySchema,
  shopLoginSchema,
  shopOrderInputSchema,
  shopOrderSchema,
  shopPaySchema,
  shopRegisterSchema,
  shopTokenSchema,
  shopVisitSchema,
  translate,
} from '@bo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { AppError, unauthenticated } from '../../http/errors.js';
import { verifyPassword } from '../../lib/crypto.js';
import { parseJson } from '../../lib/json.js';
import { paginate } from '../../lib/list.js';
import { found } from '../../lib/records.js';
import { textMatch } from '../../lib/search.js';
import { nowIso } from '../../lib/time.js';
import { bearerToken } from '../../plugins/guard.js';
import { limitPerAddress } from '../../security/rate-limits.js';
import { createMember, payOrder, placeOrder, receiveOrder } from '../sales/index.js';
import { deviceOf } from './device.js';
import { opensWithoutMember, shopApiDocument } from './document.js';
import { issueMemberToken, MEMBER_TOKEN_SECONDS, verifyMemberToken } from './member-token.js';
import { lastDeliveryRegion } from './visitor-region.js';

const shopOrderReply = { 200: okSchema(shopOrderSchema) };

/**
 * The storefront-facing API (`/api/v1/shop/`), so orders, members and visits come from real use: members
 * register and log in, browse goods on sale, place, pay and receive orders, and record visits and favourites,
 * through the same domain services as the back-office. Everything but register, login, goods, visits and the
 * API document (`GET openapi.json`) needs a member token.
 */
export async function storefrontRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // First: it documents every route registered after it.
  await app.register(shopApiDocument);
  const loginLimit = limitPerAddress(app, 'member-login');
  const registerLimit = limitPerAddress(app, 'member-register');
  const visitLimit = limitPerAddress(app, 'shop-visit');
  app.decorateRequest('memberId', null);

  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    const memberId = token ? await verifyMemberToken(app.db, token) : null;
    if (token && !memberId) throw unauthenticated('errors.sessionExpired');
    // Before the body is validated: a visitor learns first that the route needs a login.
    if (!memberId && !request.is404 && !opensWithoutMember(request.routeOptions.url ?? ''))
      throw unauthenticated();
    request.memberId = memberId;
  });

  const member = async (request: FastifyRequest) => {
    if (!request.memberId) throw unauthenticated();
    const row = await app.db
      .selectFrom('members')
      .select(['id', 'account', 'state'])
      .where('id', '=', request.memberId)
      .executeTakeFirst();
    if (!row) throw unauthenticated();
    if (row.state !== MEMBER_STATES.normal) throw new AppError(40300, 'member.forbidden');
    return row;
  };

  app.post(
    '/register',
    {
      onRequest: registerLimit,
      schema: {
        summary: 'Register a member',
        body: shopRegisterSchema,
        response: { 200: okSchema(z.object({ id: z.number(), account: z.string() })) },
      },
    },
    async (request) => {
      const { account, password, gender, birthday } = request.body;
      const id = await createMember(
        app.db,
        {
          account,
          password,
          nickname: account,
          gender,
          birthday,
          email: '',
          phone: '',
          avatar: '',
          state: MEMBER_STATES.normal,
          version: undefined,
        },
        request.audit,
      );
      return ok({ id, account });
    },
  );

  app.post(
    '/login',
    {
      onRequest: loginLimit,
      schema: {
        summary: 'Log a member in',
        body: shopLoginSchema,
        response: { 200: okSchema(shopTokenSchema) },
      },
    },
    async (request) => {
      const row = await app.db
        .selectFrom('members')
        .select(['id', 'password', 'state'])
        .where('account', '=', request.body.account)
        .executeTakeFirst();
      if (!row || !(await verifyPassword(row.password, request.body.password))) {
        throw new AppError(40100, 'member.loginFailed');
      }
      if (row.state !== MEMBER_STATES.normal) throw new AppError(40300, 'member.forbidden');
      await app.db.updateTable('members').set({ last_login_at: nowIso() }).where('id', '=', row.id).execute();
      return ok({
        access_token: await issueMemberToken(app.db, row.id),
        token_type: 'Bearer' as const,
        expires_in: MEMBER_TOKEN_SECONDS,
      });
    },
  );

  app.get(
    '/goods',
    {
      schema: {
        summary: 'Goods on sale, with their SKUs',
        querystring: shopGoodsQuerySchema,
        response: { 200: okSchema(pageSchema(shopGoodSchema)) },
      },
    },
    async (request) => {
      let q = app.db
        .selectFrom('goods')
        .select('id')
        .where('is_show', '=', GOOD_SHOW.sale)
        .where('deleted_at', 'is', null)
        .orderBy('sort')
        .orderBy('id', 'desc');
      if (request.query.keyword)
        q = q.where(await textMatch(app.db, 'goods', request.query.keyword, { columns: ['name'] }));
      const page = await paginate(app.db, q, request.query, (pageIds) =>
        app.db
          .selectFrom('goods')
          .select(['id', 'name', 'type', 'master_image', 'price_min', 'price_max', 'inventory', 'sales'])
          .where('id', 'in', pageIds),
      );
      const ids = page.data.map((g) => g.id);
      const skus = ids.length
        ? await app.db
            .selectFrom('goods_skus')
            .select(['id', 'goods_id', 'spec', 'price', 'inventory'])
            .where('goods_id', 'in', ids)
            .where('deleted_at', 'is', null)
            .orderBy('id')
            .execute()
        : [];
      return ok({
        ...page,
        data: page.data.map((g) => ({
          ...g,
          price_min: Number(g.price_min),
          price_max: Number(g.price_max),
          skus: skus
            .filter((s) => s.goods_id === g.id)
            .map((s) => ({
              id: s.id,
              spec: parseJson(s.spec, []),
              price: Number(s.price),
              inventory: s.inventory,
            })),
        })),
      });
    },
  );

  app.post(
    '/order',
    { schema: { summary: 'Place an order', body: shopOrderInputSchema, response: shopOrderReply } },
    async (request) => {
      const device = deviceOf(request.headers['user-agent']);
      return ok(await placeOrder(app.db, (await member(request)).id, { ...request.body, device }));
    },
  );

  // A read of the member's own order, outside any transaction: nothing is changed, so no row is locked.
  const present = async (id: number, memberId: number) => {
    const { identification, state, total, carriage } = found(
      await app.db
        .selectFrom('orders')
        .select(['identification', 'state', 'total', 'carriage'])
        .where('id', '=', id)
        .where('member_id', '=', memberId)
        .executeTakeFirst(),
    );
    return { id, identification, state, total: Number(total), carriage: Number(carriage) };
  };

  app.get(
    '/order/:id',
    { schema: { summary: "One of the member's orders", params: idParamsSchema, response: shopOrderReply } },
    async (request) => ok(await present(request.params.id, (await member(request)).id)),
  );

  app.post(
    '/order/:id/pay',
    {
      schema: {
        summary: 'Pay an order',
        params: idParamsSchema,
        body: shopPaySchema,
        response: shopOrderReply,
      },
    },
    async (request) => {
      const { id } = await member(request);
      await payOrder(app.db, id, request.params.id, request.body.way, request.lang);
      return ok(await present(request.params.id, id));
    },
  );

  app.post(
    '/order/:id/receive',
    { schema: { summary: 'Confirm an order received', params: idParamsSchema, response: shopOrderReply } },
    async (request) => {
      const m = await member(request);
      await receiveOrder(app.db, request.params.id, { type: 'member', id: m.id, name: m.account }, m.id);
      return ok(await present(request.params.id, m.id));
    },
  );

  app.post(
    '/visit',
    {
      onRequest: visitLimit,
      schema: { summary: 'Record a visit', body: shopVisitSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await app.db
        .insertInto('goods_visits')
        .values({
          good_id: request.body.good_id ?? null,
          member_id: request.memberId,
          source: request.body.source,
          device: deviceOf(request.headers['user-agent']),
          region_code: request.memberId ? await lastDeliveryRegion(app.db, request.memberId) : '',
          ip: request.ip,
          created_at: nowIso(),
        })
        .execute();
      return ok(translate(request.lang, 'common.saved'));
    },
  );

  app.post(
    '/favourite',
    {
      schema: {
        summary: 'Add or remove a favourite',
        body: shopFavouriteSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const { id } = await member(request);
      const { good_id, remove } = request.body;
      if (remove) {
        await app.db
          .deleteFrom('goods_favourites')
          .where('member_id', '=', id)
          .where('good_id', '=', good_id)
          .execute();
      } else {
        await app.db
          .insertInto('goods_favourites')
          .values({ member_id: id, good_id, created_at: nowIso() })
          .onConflict((oc) => oc.columns(['member_id', 'good_id']).doNothing())
          .execute();
      }
      return ok(translate(request.lang, 'common.saved'));
    },
  );
}
