import { HistoryOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../sidebar/MenuIcon';
import { PALETTE_SECTIONS, type PaletteEntry } from './paletteEntries';

interface Props {
  id: string;
  entries: readonly PaletteEntry[];
  /** Index in `entries` of the option the arrows are on. */
  active: number;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onPick: (index: number) => void;
}

/** A section's mark, or a page's menu icon; hidden from screen readers, which read the option's words. */
function EntryIcon({ entry }: { entry: PaletteEntry }) {
  const icon =
    entry.section === 'recent' ? (
      <HistoryOutlined />
    ) : entry.section === 'actions' ? (
      <ThunderboltOutlined />
    ) : (
      <MenuIcon name={entry.icon} />
    );
  return <span aria-hidden="true">{icon}</span>;
}

/**
 * The palette's listbox, one group per section. The focus stays in the search field (the combobox),
 * which points at the active option with aria-activedescendant; the mouse may pick an option too.
 */
export function PaletteOptions({ id, entries, active, optionId, onHover, onPick }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const indexed = entries.map((entry, index) => ({ entry, index }));
  return (
    <div
      role="listbox"
      id={id}
      aria-label={t('layout.palette.title')}
      style={{ maxHeight: 360, overflowY: 'auto', marginTop: 8 }}
    >
      {PALETTE_SECTIONS.map((section) => {
        const options = indexed.filter((o) => o.entry.section === section);
        if (options.length === 0) return null;
        const head = `${id}-${section}`;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a listbox holds options and groups of them, not a form's fieldset
          <div key={section} role="group" aria-labelledby={head}>
            <div
              id={head}
              style={{ padding: '6px 12px 2px', fontSize: token.fontSizeSM, color: token.colorTextSecondary }}
            >
              {t(`layout.palette.sections.${section}`)}
            </div>
            {options.map(({ entry, index }) => (
              // The keys are the search field's (the combobox pattern): an option is out of the tab order,
              // and a click on it leaves the focus in the field.
              // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on the combobox picks the active option
              <div
                key={entry.id}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                onMouseMove={() => onHover(index)}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => onPick(index)}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 8,
                  padding: '6px 12px',
                  borderRadius: token.borderRadius,
                  cursor: 'pointer',
                  background: index === active ? token.controlItemBgActive : undefined,
                }}
              >
                <EntryIcon entry={entry} />
                <span style={{ flex: 'none' }}>{entry.label}</span>
                {entry.detail ? (
                  <Typography.Text type="secondary" ellipsis style={{ marginInlineStart: 'auto' }}>
                    {entry.detail}
                  </Typography.Text>
                ) : null}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
