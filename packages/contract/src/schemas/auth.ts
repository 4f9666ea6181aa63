import { z } from 'zod';
import { INFO_PASSWORD_MIN, LOGIN_PASSWORD_MIN } from '../password-limits.js';
import { MAX_ID } from './list.js';
import { jsonInt, jsonNumber } from './numbers.js';
import type { Preferences } from './preferences.js';

/**
 * Validation messages in these schemas are catalog keys (`info.phoneFormat`); the server and the web
 * translate them into the caller's language.
 */
const bounded = (max: number) => z.string().trim().max(max);

export const loginByPasswordSchema = z.object({
  type: z.literal(1),
  username: bounded(64).min(1, 'validation.required'),
  password: z.string().min(LOGIN_PASSWORD_MIN, 'validation.min').max(128),
  captcha_token: z.string().max(512).optional(),
  remember: z.boolean().optional().default(false),
  area_id: jsonInt(1, MAX_ID).optional().nullable(),
});

export const loginByRefreshSchema = z.object({
  type: z.literal(2),
  refresh_token: z.string().min(1, 'validation.required').max(512),
  remember: z.boolean().optional().default(false),
});

export const loginSchema = z.discriminatedUnion('type', [loginByPasswordSchema, loginByRefreshSchema]);
export type LoginInput = z.input<typeof loginSchema>;

export const refreshTokenSchema = z.object({
  refresh_token: z.string().min(1, 'validation.required').max(512),
});

export const tokenLoginSchema = z.object({ token: z.string().min(1, 'validation.required').max(2048) });

/**
 * How long a login token an administrator issues (`POST admin/login-token/{id}`) stays valid, in
 * seconds: long enough to hand the link on, short enough that a link left in a chat is soon useless.
 */
export const ISSUED_LOGIN_TOKEN_TTL_S = 5 * 60;

/** `POST admin/login-token/{id}`: a single-use token for `login/token` and `/tokenlogin?token=`. */
export const issuedLoginTokenSchema = z.object({
  token: z.string(),
  /** Seconds from now until the token expires. */
  expires_in: z.number().int().positive(),
});
export type IssuedLoginToken = z.infer<typeof issuedLoginTokenSchema>;

/** Tokens returned by login, refreshToken and login/token. Lifetimes are in seconds. */
export interface TokenPair {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  refresh_expires_in: number;
}

export const captchaAnswerSchema = z.object({
  key: z.string().min(1, 'validation.required').max(64),
  x: jsonNumber(0, 1000),
});

/** `GET auth/code`: images as data URLs; `y` is where the piece sits, `width`/`height` the background's. */
export interface CaptchaChallenge {
  key: string;
  background: string;
  piece: string;
  y: number;
  width: number;
  height: number;
  /** false when the server runs with CAPTCHA=off: the login page may skip the slider. */
  enabled?: boolean;
}

const PHONE = /^\d{11}$/;
const LETTERS_AND_DIGITS = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/;

/** Edit own info (the complete-info form); every rule is checked here, for server and web alike. */
export const ownInfoSchema = z
  .object({
    nickname: z.string().trim().max(32, 'validation.max').optional().default(''),
    cellphone: z.string().trim().max(11, 'info.phoneFormat').optional().nullable().default(''),
    old_password: z.string().max(128).optional().nullable().default(''),
    password: z.string().max(128).optional().nullable().default(''),
    password_confirmation: z.string().max(128).optional().nullable().default(''),
    portrait: z.string().trim().max(512).optional().nullable().default(''),
  })
  .superRefine((v, ctx) => {
    const nickname = v.nickname ?? '';
    const passwords = [v.old_password ?? '', v.password ?? '', v.password_confirmation ?? ''];
    if (!nickname && !v.password && !v.old_password && !v.portrait) {
      ctx.addIssue({ code: 'custom', message: 'info.nothingFilled', path: ['nickname'] });
      return;
    }
    if (!nickname) ctx.addIssue({ code: 'custom', message: 'info.nicknameEmpty', path: ['nickname'] });
    if (v.cellphone && !PHONE.test(v.cellphone)) {
      ctx.addIssue({ code: 'custom', message: 'info.phoneFormat', path: ['cellphone'] });
    }
    const filled = passwords.filter(Boolean).length;
    if (filled > 0 && filled < 3) {
      const path = passwords[0] ? (passwords[1] ? 'password_confirmation' : 'password') : 'old_password';
      ctx.addIssue({ code: 'custom', message: 'info.passwordIncomplete', path: [path] });
      return;
    }
    if (filled === 3) {
      const password = v.password ?? '';
      if (password.length < INFO_PASSWORD_MIN || !LETTERS_AND_DIGITS.test(password)) {
        ctx.addIssue({ code: 'custom', message: 'info.passwordRule', path: ['password'] });
      } else if (password !== v.password_confirmation) {
        ctx.addIssue({ code: 'custom', message: 'info.passwordMismatch', path: ['password_confirmation'] });
      }
    }
  });
export type OwnInfoInput = z.input<typeof ownInfoSchema>;

/** A node of the server-delivered route tree (`asyncRouterMap`). */
export interface RouteNode {
  path: string;
  component: string;
  name?: string;
  redirect?: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  meta: {
    title: string;
    icon?: string;
    roles: string[];
    noCache?: boolean;
    activeMenu?: string;
    /** External link of the permission, opened in a new tab. */
    link?: string;
  };
  children?: RouteNode[];
}

export type DataScope = 'all' | 'area' | 'organization' | 'department' | 'own';
/** The data scopes an admin can have, widest first: each one sees no more than the one before it. */
export const DATA_SCOPES: readonly DataScope[] = ['all', 'area', 'organization', 'department', 'own'];

/** Whether `scope` is no wider than `limit` (delegation: nobody grants a wider scope than its own). */
export const dataScopeWithin = (scope: DataScope, limit: DataScope): boolean =>
  DATA_SCOPES.indexOf(scope) >= DATA_SCOPES.indexOf(limit);

/** `GET userInfo` payload: the logged-in user, roles, permissions and route tree. */
export interface UserInfo {
  id: number;
  username: string;
  nickname: string;
  cellphone: string;
  email: string;
  avatar: string;
  roles: string[];
  introduction: string;
  department_id: number | null;
  organization_id: number | null;
  organization_name: string;
  department_name: string;
  area_id: number | null;
  area_name: string;
  jurisdiction: Record<string, string[]>;
  permissions: string[];
  data_scope: DataScope;
  asyncRouterMap: RouteNode[];
  /** How the user likes the back-office to look (`account/preferences`). */
  preferences: Preferences;
}
