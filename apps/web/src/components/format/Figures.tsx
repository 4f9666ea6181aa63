import {
  formatCompactCount,
  formatCount,
  formatDateTime,
  formatFileSize,
  type Lang,
  normalizeLang,
  relativeTime,
} from '@bo/contract';
import { Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The interface language as the formatters take it. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return normalizeLang(i18n.language);
}

/** A figure shown short, with the exact one in a tooltip (and for screen readers) when they differ. */
function Shortened({ text, exact }: { text: string; exact: string }) {
  if (text === exact) return <span>{text}</span>;
  return (
    <Tooltip title={exact}>
      <data value={exact}>{text}</data>
    </Tooltip>
  );
}

/** A count where room is short (cards, tags): `1.2w` in zh, `12.3k` in en; the exact count on hover. */
export function CompactCount({ value }: { value: number }) {
  const lang = useLang();
  return <Shortened text={formatCompactCount(value, lang)} exact={formatCount(value)} />;
}

/** A file size (`1.5 MB`); the exact bytes on hover. */
export function FileSize({ bytes }: { bytes: number }) {
  return <Shortened text={formatFileSize(bytes)} exact={`${formatCount(bytes)} B`} />;
}

/** How often relative times are written again: "just now" becomes "1 minute ago" without a reload. */
const TICK_MS = 30_000;

/** The current time, renewed every {@link TICK_MS} while the component is shown. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * A moment as people say it ("刚刚", "3 分钟前", "1 minute ago"; the date itself from two days on), with
 * the exact date-time on hover; a `<time>` element, so the machine-readable moment is there too.
 */
export function RelativeTime({ value }: { value: string }) {
  const { t } = useTranslation();
  const now = useNow();
  const exact = formatDateTime(value);
  const text = relativeTime(value, (key, params) => t(key, params ?? {}), now);
  return (
    <Tooltip title={text === exact ? undefined : exact}>
      <time dateTime={value}>{text}</time>
    </Tooltip>
  );
}
