import { Input, type InputRef, Modal, Typography } from 'antd';
import { type CSSProperties, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { AppRoute } from '../../app/routeModel';
import { hasPermission } from '../../auth/Permission';
import { requestPageCommand } from '../../stores/pageCommands';
import { useSession } from '../../stores/session';
import { useTags } from '../../stores/tags';
import type { MenuEntry } from '../sidebar/menuModel';
import { PaletteOptions } from './PaletteOptions';
import { buildPaletteEntries, filterPalette, type PaletteEntry } from './paletteEntries';
import { usePaletteNames } from './usePaletteNames';

/** The dialog keeps its title for screen readers (its name) but shows only the search field. */
const UNSEEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
};

interface Props {
  /** The sidebar as built for the user. */
  menu: readonly MenuEntry[];
  routes: readonly AppRoute[];
  onClose: () => void;
}

/**
 * The command palette (Ctrl+K / ⌘K): type to filter the user's pages, recently shown pages and the actions
 * they may run, ↑/↓ to move, Enter to open. Mounted only while open, so each opening starts afresh.
 */
export function CommandPalette({ menu, routes, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { info, roles } = useSession();
  const { views } = useTags();
  const nameOf = usePaletteNames();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<InputRef>(null);
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const entries = useMemo(
    () =>
      buildPaletteEntries({
        menu,
        routes,
        views,
        currentPath: pathname,
        roles,
        allowed: (api) => hasPermission(info, roles, api),
        nameOf,
      }),
    [menu, routes, views, pathname, info, roles, nameOf],
  );
  const shown = useMemo(() => filterPalette(entries, query), [entries, query]);
  // A narrower query may leave fewer options than the index the arrows had reached.
  const current = Math.min(active, shown.length - 1);
  const activeId = current >= 0 ? optionId(current) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const run = (entry: PaletteEntry | undefined) => {
    if (!entry) return;
    onClose();
    const { target } = entry;
    if ('link' in target) {
      window.open(target.link, '_blank', 'noopener,noreferrer');
      return;
    }
    if (target.command) requestPageCommand(target.command);
    navigate(target.to);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter while an input method is composing Chinese picks the characters, not an option.
    if (e.nativeEvent.isComposing) return;
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && shown.length > 0) {
      e.preventDefault();
      setActive((current + (e.key === 'ArrowDown' ? 1 : -1) + shown.length) % shown.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      run(shown[current]);
    }
  };

  return (
    <Modal
      open
      title={t('layout.palette.title')}
      onCancel={onClose}
      footer={null}
      closable={false}
      width={600}
      style={{ top: 80 }}
      styles={{ header: UNSEEN }}
      // The dialog takes the focus once shown; the search field is where the keys go.
      afterOpenChange={(open) => open && input.current?.focus()}
    >
      <Input
        ref={input}
        autoFocus
        size="large"
        role="combobox"
        aria-label={t('layout.palette.title')}
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        aria-describedby={`${id}-hint`}
        placeholder={t('layout.palette.placeholder')}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {shown.length > 0 ? (
        <PaletteOptions
          id={listId}
          entries={shown}
          active={current}
          optionId={optionId}
          onHover={setActive}
          onPick={(index) => run(shown[index])}
        />
      ) : (
        <Typography.Paragraph type="secondary" role="status" style={{ margin: '16px 12px' }}>
          {t('layout.palette.empty')}
        </Typography.Paragraph>
      )}
      <Typography.Text id={`${id}-hint`} type="secondary" style={{ display: 'block', marginTop: 8 }}>
        {t('layout.palette.hint')}
      </Typography.Text>
    </Modal>
  );
}
