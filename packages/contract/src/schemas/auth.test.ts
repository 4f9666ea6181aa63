import { describe, expect, it } from 'vitest';
import { loginSchema, ownInfoSchema } from './auth.js';

const issues = (input: unknown) => {
  const result = ownInfoSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('ownInfoSchema (complete-info form)', () => {
  it('reports "No information filled in" when everything is empty', () => {
    expect(issues({})).toEqual(['nickname:info.nothingFilled']);
  });
  it('requires the nickname when something else is filled', () => {
    expect(issues({ portrait: '/uploads/a.png' })).toEqual(['nickname:info.nicknameEmpty']);
  });
  it('checks an 11-digit phone only when given', () => {
    expect(issues({ nickname: 'A', cellphone: '1380013800' })).toEqual(['cellphone:info.phoneFormat']);
    expect(issues({ nickname: 'A', cellphone: '1380013800a' })).toEqual(['cellphone:info.phoneFormat']);
    expect(issues({ nickname: 'A', cellphone: '13800138000' })).toEqual([]);
    expect(issues({ nickname: 'A', cellphone: '' })).toEqual([]);
  });
  it('wants all three passwords or none', () => {
    expect(issues({ nickname: 'A', password: 'abcdefghij1' })).toEqual([
      'old_password:info.passwordIncomplete',
    ]);
    expect(issues({ nickname: 'A', old_password: 'x', password: 'abcdefghij1' })).toEqual([
      'password_confirmation:info.passwordIncomplete',
    ]);
  });
  it('wants letters and digits, at least 10', () => {
    const base = { nickname: 'A', old_password: 'old' };
    expect(issues({ ...base, password: 'abc123', password_confirmation: 'abc123' })).toEqual([
      'password:info.passwordRule',
    ]);
    expect(issues({ ...base, password: 'abcdefghijk', password_confirmation: 'abcdefghijk' })).toEqual([
      'password:info.passwordRule',
    ]);
    expect(issues({ ...base, password: 'abcdefghi1!', password_confirmation: 'abcdefghi1!' })).toEqual([
      'password:info.passwordRule',
    ]);
  });
  it('wants the confirmation to match', () => {
    expect(
      issues({
        nickname: 'A',
        old_password: 'old',
        password: 'abcdefghi1',
        password_confirmation: 'abcdefghi2',
      }),
    ).toEqual(['password_confirmation:info.passwordMismatch']);
  });
  it('accepts a complete change', () => {
    expect(
      issues({
        nickname: 'A',
        old_password: 'old',
        password: 'abcdefghi1',
        password_confirmation: 'abcdefghi1',
      }),
    ).toEqual([]);
  });
});

describe('loginSchema', () => {
  it('accepts both login types and rejects short passwords', () => {
    expect(loginSchema.safeParse({ type: 1, username: 'admin', password: 'abcd' }).success).toBe(true);
    expect(loginSchema.safeParse({ type: 1, username: 'admin', password: 'abc' }).success).toBe(false);
    expect(loginSchema.safeParse({ type: 2, refresh_token: 'r' }).success).toBe(true);
    expect(loginSchema.safeParse({ type: 3 }).success).toBe(false);
  });
});
