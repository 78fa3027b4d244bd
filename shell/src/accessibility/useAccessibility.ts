import { useCallback, useEffect, useState } from 'react';
import type { AccessibilitySettings } from '@healthwatch/contracts';
import { applyAccessibility, readAccessibility, saveAccessibility } from './accessibility';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function systemReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

export interface AccessibilityState {
  settings: AccessibilitySettings;
  setSetting: (key: keyof AccessibilitySettings, value: boolean) => void;
}

export function useAccessibilityState(): AccessibilityState {
  const [settings, setSettings] = useState<AccessibilitySettings>(() => readAccessibility(safeStorage()));
  const [systemReduced, setSystemReduced] = useState<boolean>(systemReducedMotion);

  useEffect(() => applyAccessibility(settings, systemReduced), [settings, systemReduced]);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(REDUCED_MOTION_QUERY);
    const onChange = (event: MediaQueryListEvent): void => setSystemReduced(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const setSetting = useCallback((key: keyof AccessibilitySettings, value: boolean) => {
    setSettings((current) => {
      const next = { ...current, [key]: value };
      saveAccessibility(safeStorage(), next);
      return next;
    });
  }, []);

  return { settings, setSetting };
}
