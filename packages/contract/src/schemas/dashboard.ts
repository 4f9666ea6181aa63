import { z } from 'zod';
import { dayFilter } from './dates.js';
import { queryInt } from './numbers.js';

/** A figure of today beside yesterday's (dashboard cards). */
export const dayPairSchema = z.object({ today: z.number(), yesterday: z.number() });

/** A chart point: `{series, date, value}` (statistics and dashboard charts share it). */
export const statPointSchema = z.object({ series: z.string(), date: z.string(), value: z.number() });
export type StatPoint = z.infer<typeof statPointSchema>;

const topGood = z.object({ id: z.number(), name: z.string(), image: z.string(), value: z.number() });

/** `GET index`: the dashboard. Money in cents. */
export const dashboardSchema = z.object({
  cards: z.object({
    users: dayPairSchema,
    orders: dayPairSchema,
    revenue: dayPairSchema,
    expenses: dayPairSchema,
    pending_shipments: dayPairSchema,
    low_stock: dayPairSchema,
  }),
  /** Registrations, orders and sales (cents) per day for the last 7 days, today included. */
  chart: z.array(statPointSchema),
  top_visits: z.array(topGood),
  top_favourites: z.array(topGood),
  top_sales: z.array(topGood),
  low_stock_list: z.array(
    z.object({ id: z.number(), name: z.string(), image: z.string(), inventory: z.number() }),
  ),
  assets: z.object({
    total_value: z.number(),
    idle: z.number(),
    lent: z.number(),
    leased: z.number(),
    overdue_returns: z.number(),
    open_tasks: z.number(),
    running_verifications: z.number(),
  }),
  /** The newer version the last update check found, and whether it may be installed (null: none known). */
  update: z.object({ version: z.string(), can_update: z.boolean() }).nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** `GET statistic/*`: a day range (`start`, `end`, local days) or the last `date` days (today included). */
export const statQuerySchema = z
  .object({
    start: dayFilter,
    end: dayFilter,
    date: queryInt(1, 366).optional(),
  })
  .refine((q) => !q.start || !q.end || q.start <= q.end, { message: 'validation.format', path: ['end'] });
export type StatQuery = z.input<typeof statQuerySchema>;
