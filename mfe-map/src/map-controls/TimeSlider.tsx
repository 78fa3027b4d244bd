import type { MapFilters } from '@healthwatch/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSpeech } from '../i18n/speech';
import {
  activePreset,
  nextPlayStep,
  PRESETS,
  type PresetId,
  presetRange,
  rangeToSlider,
  SLIDER_DAYS,
  sliderToRange,
} from '../map-view-state/time-range';
import styles from './MapControls.module.css';
import utilities from '@healthwatch/ui-kit/styles/utilities.module.css';

export const PLAY_STEP_MS = 800;
/**
 * Arrow keys pressed in a row (or held) make one history step, once they have been still this long:
 * Back then returns to the view before the keys, not one day at a time, and a key press costs no
 * history write.
 */
export const KEY_COMMIT_MS = 500;
type Range = Pick<MapFilters, 'from' | 'to'>;

/**
 * The last 90 days as two native range inputs (arrow keys move a day, Page
 * keys more), presets, and Play, which moves the window a day at a time.
 * Each input announces its day; the page says what the map shows.
 */
export function TimeSlider({
  range,
  perDay,
  onChange,
}: {
  range: Range;
  perDay: readonly number[] | null;
  /** `commit` false while dragging or playing: the view changes, the history gains no step. */
  onChange: (next: Range, commit: boolean) => void;
}) {
  const speech = useSpeech();
  const t = speech.say;
  const [playing, setPlaying] = useState(false);
  const [a, b] = rangeToSlider(range) ?? [0, SLIDER_DAYS - 1];
  const days = sliderToRange(0, SLIDER_DAYS - 1);
  const current = useRef<[number, number]>([a, b]);
  current.current = [a, b];
  const preset = activePreset(range);
  const latest = useRef(range);
  latest.current = range;
  const keyCommit = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(keyCommit.current), []);
  const commitAfterKeys = () => {
    clearTimeout(keyCommit.current);
    keyCommit.current = setTimeout(() => {
      keyCommit.current = undefined;
      onChange(latest.current, true);
    }, KEY_COMMIT_MS);
  };
  /** Leaving the slider commits at once what the keys did. */
  const commitPendingKeys = () => {
    if (keyCommit.current === undefined) return;
    clearTimeout(keyCommit.current);
    keyCommit.current = undefined;
    onChange(latest.current, true);
  };

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      const [from, to] = nextPlayStep(current.current);
      onChange(sliderToRange(from, to), false);
    }, PLAY_STEP_MS);
    return () => clearInterval(timer);
  }, [playing, onChange]);

  const move = (which: 'from' | 'to', value: number) => {
    const from = which === 'from' ? Math.min(value, b) : a;
    const to = which === 'to' ? Math.max(value, a) : b;
    onChange(sliderToRange(from, to), false);
  };
  const play = () => {
    if (!playing && preset === 'all') onChange(sliderToRange(0, 6), true);
    setPlaying(!playing);
  };
  /** What a thumb announces: its day, and that day's reports once they are known. */
  const valueText = (i: number) => {
    const day = speech.day(sliderToRange(i, i).from);
    if (!perDay) return day;
    const n = perDay[i] ?? 0;
    return t('slider.dayWithCount', { day, count: n, n: speech.count(n) });
  };

  return (
    <fieldset className={styles.group}>
      <legend>{t('slider.legend')}</legend>
      <div className={styles.presets}>
        {PRESETS.map((p) => (
          <button
            className={utilities.control}
            key={p.id}
            type="button"
            aria-pressed={preset === p.id}
            onClick={() => {
              setPlaying(false);
              onChange(presetRange(p.id as PresetId), true);
            }}
          >
            {t(`slider.preset.${p.id}`)}
          </button>
        ))}
        {/* The name says the state (Play / Pause), so no aria-pressed: a toggle's name must not change. */}
        <button className={utilities.control} type="button" onClick={play}>
          {playing ? t('slider.pause') : t('slider.play')}
        </button>
      </div>
      <label>
        {t('slider.from')}
        <input
          type="range"
          min={0}
          max={SLIDER_DAYS - 1}
          step={1}
          value={a}
          aria-valuetext={valueText(a)}
          onChange={(e) => move('from', Number(e.target.value))}
          onPointerUp={() => onChange(range, true)}
          onKeyUp={(e) => e.key !== 'Tab' && commitAfterKeys()}
          onBlur={commitPendingKeys}
        />
      </label>
      <label>
        {t('slider.to')}
        <input
          type="range"
          min={0}
          max={SLIDER_DAYS - 1}
          step={1}
          value={b}
          aria-valuetext={valueText(b)}
          onChange={(e) => move('to', Number(e.target.value))}
          onPointerUp={() => onChange(range, true)}
          onKeyUp={(e) => e.key !== 'Tab' && commitAfterKeys()}
          onBlur={commitPendingKeys}
        />
      </label>
      <p className={styles.hint}>{t('slider.span', { from: speech.day(days.from), to: speech.day(days.to) })}</p>
    </fieldset>
  );
}
