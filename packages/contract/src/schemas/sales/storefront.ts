import { z } from 'zod';
import { refId, typeError } from '../catalog/fields.js';
import { listQuerySchema, textFilter } from '../list.js';
import { memberAccount, memberInputSchema, memberPassword } from './member.js';
import { MAX_ORDER_LINES, MAX_ORDER_NUMBER } from './order.js';

/** `POST /api/v1/shop/register` and `POST /api/v1/shop/login`. */
export const shopCredentialsSchema = z.object({ account: memberAccount, password: memberPassword });
/** `POST /api/v1/shop/register`: the credentials, and optionally the gender and birthday. */
export const shopRegisterSchema = shopCredentialsSchema.extend({
  gender: memberInputSchema.shape.gender,
  birthday: memberInputSchema.shape.birthday,
});
export const shopLoginSchema = z.object({
  account: memberAccount,
  password: z.string(typeError).min(1, 'validation.required').max(64, 'validation.max'),
});

export const shopTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
});

const text = (max: number) =>
  z.string(typeError).trim().min(1, 'validation.required').max(max, 'validation.max');

/** `POST /api/v1/shop/order`. */
/** Where a visit or an order came from (a channel or a campaign, as the storefront names it). */
const visitSource = z.string('validation.type').trim().max(32, 'validation.max');

export const shopOrderInputSchema = z.object({
  lines: z
    .array(
      z.object({
        good_id: refId,
        sku_id: refId.optional(),
        number: z
          .number(typeError)
          .int('validation.integer')
          .min(1, 'validation.min')
          .max(MAX_ORDER_NUMBER, 'validation.max'),
      }),
      typeError,
    )
    .min(1, 'validation.required')
    .max(MAX_ORDER_LINES, 'validation.max'),
  address: z.object({
    consignee: text(32),
    phone: z
      .string(typeError)
      .trim()
      .regex(/^\d{11}$/, 'info.phoneFormat'),
    region_code: z
      .string(typeError)
      .trim()
      .regex(/^\d{6}$/, 'validation.format'),
    address: text(128),
  }),
  remark: z.string('validation.type').trim().max(200, 'validation.max').default(''),
  /** The source it was placed from, as its visits give theirs; none when not sent. */
  source: visitSource.optional(),
});
export type ShopOrderInput = z.input<typeof shopOrderInputSchema>;

/** The storefront's response for an order. */
export const shopOrderSchema = z.object({
  id: z.number(),
  identification: z.string(),
  state: z.number(),
  total: z.number(),
  carriage: z.number(),
});
export type ShopOrder = z.infer<typeof shopOrderSchema>;

/** `POST /api/v1/shop/order/{id}/pay`. */
export const shopPaySchema = z.object({ way: z.enum(['balance', 'online'], 'validation.format') });

export const shopGoodsQuerySchema = listQuerySchema.extend({ keyword: textFilter(64) });
export const shopGoodSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.number(),
  master_image: z.string(),
  price_min: z.number(),
  price_max: z.number(),
  inventory: z.number(),
  sales: z.number(),
  skus: z.array(
    z.object({
      id: z.number(),
      spec: z.array(z.object({ key: z.string(), value: z.string() })),
      price: z.number(),
      inventory: z.number(),
    }),
  ),
});

/** `POST /api/v1/shop/visit`: a page view of a goods (or of the shop when no goods). */
export const shopVisitSchema = z.object({
  good_id: refId.optional(),
  source: visitSource.default('direct'),
});
/** `POST /api/v1/shop/favourite`: adds (or with `remove`, drops) a goods from the member's favourites. */
export const shopFavouriteSchema = z.object({ good_id: refId, remove: z.boolean().default(false) });
