import type { Lang } from '@bo/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, switchLanguage } from '../api/test-support';
import { userInfo } from '../auth/test-user';
import { getSession, setUserInfo } from '../stores/session';
import { OwnInfoDialog } from './OwnInfoDialog';

// Typing into antd forms in jsdom is slow; these tests drive whole forms.
vi.setConfig({ testTimeout: 20_000 });

const TEXT = {
  en: {
    nickname: 'Nickname',
    cellphone: 'Cellphone',
    old: 'Old password',
    password: 'Password',
    confirm: 'Confirm password',
    save: 'Save',
    nicknameEmpty: 'Nickname cannot be empty',
    nothing: 'No information filled in',
    phone: 'Phone number format is incorrect',
    incomplete: 'Password related information, please fill in completely',
    rule: 'Password must be English + digits, no less than 10 characters',
    mismatch: 'The two password entries are inconsistent',
    tooBig: 'The uploaded file must be smaller than 10M',
    format: 'The uploaded file format is incorrect!',
  },
  zh: {
    nickname: '昵称',
    cellphone: '手机号',
    old: '原密码',
    password: '密码',
    confirm: '确认密码',
    save: '保 存',
    nicknameEmpty: '昵称不能为空',
    nothing: '未填写任何信息',
    phone: '手机号格式不正确',
    incomplete: '密码相关信息，请填写完整',
    rule: '密码必须为英文+数字，且不少于10位',
    mismatch: '两次密码输入不一致',
    tooBig: '上传文件大小不能超过 10M',
    format: '上传文件格式不正确!',
  },
} as const;

async function open(lang: Lang, nickname = 'Boss') {
  await switchLanguage(lang);
  setUserInfo(userInfo({ nickname }));
  const onClose = vi.fn();
  render(
    <AntApp>
      <OwnInfoDialog open onClose={onClose} />
    </AntApp>,
  );
  await screen.findByRole('dialog');
  return { onClose, u: userEvent.setup({ delay: null }), T: TEXT[lang] };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

describe.each(['en', 'zh'] as const)('own info form in %s', (lang) => {
  it('says the nickname cannot be empty when leaving it empty', async () => {
    const { u, T } = await open(lang);
    await u.clear(field(T.nickname));
    await u.tab();
    expect(await screen.findByText(T.nicknameEmpty)).toBeInTheDocument();
  });

  it('says nothing was filled in when saving an empty form', async () => {
    const calls = mockApi({});
    const { u, T } = await open(lang, '');
    await u.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.nothing)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('checks the phone number format', async () => {
    const { u, T } = await open(lang);
    await u.type(field(T.cellphone), '12345');
    await u.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.phone)).toBeInTheDocument();
  });

  it('asks for all three passwords or none', async () => {
    const { u, T } = await open(lang);
    await u.type(field(T.old), 'OldPass1234');
    await u.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.incomplete)).toBeInTheDocument();
  });

  it('asks for letters and digits, at least 10', async () => {
    const { u, T } = await open(lang);
    await u.type(field(T.old), 'OldPass1234');
    await u.type(field(T.password), 'short1');
    await u.type(field(T.confirm), 'short1');
    await u.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.rule)).toBeInTheDocument();
  });

  it('asks for matching passwords', async () => {
    const { u, T } = await open(lang);
    await u.type(field(T.old), 'OldPass1234');
    await u.type(field(T.password), 'NewPass12345');
    await u.type(field(T.confirm), 'NewPass54321');
    await u.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.mismatch)).toBeInTheDocument();
  });

  it('refuses an avatar over 10 MB and one of another format', async () => {
    const calls = mockApi({});
    const { u, T } = await open(lang);
    const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;
    const big = new File(['x'], 'me.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await u.upload(fileInput(), big);
    expect(await screen.findByText(T.tooBig)).toBeInTheDocument();
    const gif = new File(['x'], 'me.gif', { type: 'image/gif' });
    await u.upload(fileInput(), gif);
    expect(await screen.findByText(T.format)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('own info saving', () => {
  it('saves with Enter, shows the server text, refreshes the top bar info and closes', async () => {
    const calls = mockApi({
      'POST user/admin': ok('Your information has been saved'),
      'GET userInfo': ok(userInfo({ nickname: 'New Name', avatar: '/uploads/a.png' })),
    });
    const { u, onClose, T } = await open('en');
    await u.clear(field(T.nickname));
    await u.type(field(T.nickname), 'New Name');
    await u.type(field(T.cellphone), '13800138000{Enter}');
    expect(await screen.findByText('Your information has been saved')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      nickname: 'New Name',
      cellphone: '13800138000',
      portrait: '',
      old_password: '',
      password: '',
      password_confirmation: '',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    await waitFor(() => expect(getSession().info?.nickname).toBe('New Name'));
  });

  it('uploads an avatar and sends its URL', async () => {
    const calls = mockApi({
      'POST uploadPictures': ok('/uploads/2025/01/me.png'),
      'POST user/admin': ok('ok'),
    });
    const { u, T } = await open('en');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await u.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.queryByText('Upload avatar')).not.toBeInTheDocument());
    const upload = calls[0]?.body as FormData;
    expect(upload.get('type')).toBe('avatar');
    await u.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(calls[1]?.body).toMatchObject({ portrait: '/uploads/2025/01/me.png' }));
  });

  it('shows server field errors next to the field and keeps the input', async () => {
    mockApi({
      'POST user/admin': fail(42200, 'The old password is incorrect', {
        old_password: ['The old password is incorrect'],
      }),
    });
    const { u, onClose, T } = await open('en');
    await u.type(field(T.old), 'WrongPass123');
    await u.type(field(T.password), 'NewPass12345');
    await u.type(field(T.confirm), 'NewPass12345');
    await u.click(screen.getByRole('button', { name: T.save }));
    // Once as the toast, once under the field.
    await waitFor(() => expect(screen.getAllByText('The old password is incorrect')).toHaveLength(2));
    expect(field(T.password)).toHaveValue('NewPass12345');
    expect(onClose).not.toHaveBeenCalled();
  });
});
