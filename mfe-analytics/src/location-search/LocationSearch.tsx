import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import controlStyles from '../controls/Control.module.css';
import styles from './LocationSearch.module.css';
import { type LocationOption, locationOptions, moveActive } from './location-options';
import { type AreaSearch, useAreaSearch } from './useAreaSearch';
import { useT } from '../i18n/analytics-catalogs';
import { useLocationWords } from './useLocationWords';

interface Props {
  onSelect: (option: LocationOption) => void;
  searchAreas: AreaSearch;
}

/**
 * "Search all areas": the WAI-ARIA combobox pattern with a list popup. Type a
 * name, move with the arrow keys (Home/End), Enter chooses, Escape closes
 * (and clears when already closed); the list can also be clicked.
 */
export function LocationSearch({ onSelect, searchAreas }: Props) {
  const t = useT();
  const words = useLocationWords();
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { areas, failed } = useAreaSearch(query, searchAreas);
  const options = useMemo(() => (query.trim() ? locationOptions(query, areas, words) : []), [query, areas, words]);
  const expanded = open && options.length > 0;

  const choose = (o: LocationOption) => {
    onSelect(o);
    setQuery('');
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      if (expanded && active >= 0 && options[active]) {
        e.preventDefault();
        choose(options[active]);
      }
      return;
    }
    if (e.key === 'Escape') {
      e.preventDefault();
      if (expanded) setOpen(false);
      else setQuery('');
      setActive(-1);
      return;
    }
    if ((e.key === 'Home' || e.key === 'End') && !expanded) return; // caret keys in the text
    const next = moveActive(e.key, active, options.length);
    if (next === null) return;
    e.preventDefault();
    setOpen(true);
    setActive(next);
  };

  const status = query.trim()
    ? failed
      ? t('search.unavailable')
      : t('search.results', { count: options.length })
    : '';

  return (
    <div className={styles.search}>
      <label htmlFor={id}>{t('search.label')}</label>
      <input
        className={controlStyles.control}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <span id={`${id}-hint`} className={styles.hint}>
        {t('search.hint')}
      </span>
      <div id={listId} role="listbox" aria-label={t('search.list')} className={styles.list} hidden={!expanded}>
        {options.map((o, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox pattern keeps focus in the input, whose keys (arrows, Enter) choose an option; the click is the pointer's way
          <div
            key={o.value}
            id={`${id}-opt-${i}`}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            className={i === active ? styles.active : undefined}
            // Keeps focus in the input, so the click lands as a choice.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(o)}
          >
            <span className={styles.label}>{o.label}</span>
            <span className={styles.detail}>{o.detail}</span>
          </div>
        ))}
      </div>
      <span role="status" className={styles.status}>
        {status}
      </span>
    </div>
  );
}
