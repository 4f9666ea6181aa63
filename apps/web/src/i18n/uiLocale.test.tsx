import { render, screen } from '@testing-library/react';
import { Pagination } from 'antd';
import dayjs from 'dayjs';
import { afterAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { i18n } from './index';
import { loadUiLocale } from './uiLocale';

describe('antd and dayjs locales chosen by the language code', () => {
  it.each([
    ['ja', 'ja', 'ja'],
    ['ko', 'ko', 'ko'],
    ['fr', 'fr', 'fr'],
    ['pt', 'pt-br', 'pt-br'],
    ['pt-BR', 'pt-br', 'pt-br'],
    ['zh-TW', 'zh-tw', 'zh-tw'],
    ['zh_TW', 'zh-tw', 'zh-tw'],
    ['zh', 'zh-cn', 'zh-cn'],
    ['en-GB', 'en', 'en'],
    ['xx', 'en', 'en'],
  ])('%s → antd %s, dayjs %s', async (code, antd, day) => {
    const locale = await loadUiLocale(code);
    expect(locale.antd.locale.toLowerCase().replace('_', '-')).toBe(antd);
    expect(locale.dayjs).toBe(day);
  });

  describe('in the app', () => {
    afterAll(() => i18n.changeLanguage('en'));

    it("shows antd's own texts in an added language: Japanese pagination, dayjs in Japanese", async () => {
      await i18n.changeLanguage('ja');
      render(
        <AppProviders>
          <Pagination total={100} showSizeChanger />
        </AppProviders>,
      );
      expect(await screen.findByText('10 件 / ページ')).toBeInTheDocument();
      expect(dayjs().locale()).toBe('ja');
    });
  });
});
